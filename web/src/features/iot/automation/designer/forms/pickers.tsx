import { deviceDetailQuery, devicePageQuery } from '@/features/iot/device';
import { productDetailQuery, productOptionsQuery } from '@/features/iot/product';
import { keyedOptions } from '@/lib/keyedOptions';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../../texts';

/** How many devices a select offers at once (typing narrows them on the server). */
const DEVICE_PAGE = 50;

type PickerProps = Omit<SelectProps<string>, 'options'>;

/** A product select (every product the caller may see). */
export function ProductSelect(props: PickerProps) {
  const { t } = useTranslation(AUTOMATION);
  const products = useQuery(productOptionsQuery());
  return (
    <Select
      aria-label={t('form.product')}
      showSearch={{ optionFilterProp: 'label' }}
      loading={products.isLoading}
      options={keyedOptions(products.data)}
      {...props}
    />
  );
}

/**
 * A device select: the devices of `productKey`, or any device when there is none; typing searches
 * the server by key or name. Empty is allowed where `allowClear` says so (any device of the product).
 */
export function DeviceSelect({ productKey, ...props }: PickerProps & { productKey?: string }) {
  const { t } = useTranslation(AUTOMATION);
  const [keyWord, setKeyWord] = useState('');
  const devices = useQuery(
    devicePageQuery({
      pageNum: 1,
      pageSize: DEVICE_PAGE,
      ...(productKey ? { productKey } : {}),
      ...(keyWord ? { keyWord } : {}),
    }),
  );
  const options = keyedOptions(devices.data?.device);
  // The chosen device may be beyond the first page: it still shows by its key.
  if (props.value && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: props.value });
  return (
    <Select
      aria-label={t('form.device')}
      showSearch={{ filterOption: false, onSearch: setKeyWord }}
      loading={devices.isFetching}
      options={options}
      {...props}
    />
  );
}

/** A product's object model (null until chosen and loaded). */
export function useModel(productKey: string | undefined) {
  const product = useQuery({ ...productDetailQuery(productKey ?? ''), enabled: !!productKey });
  return { tsl: product.data?.tsl ?? null, loading: product.isFetching };
}

/** The product of a device, read from the device (actions name only the device). */
export function useProductOf(deviceKey: string | undefined) {
  const device = useQuery({ ...deviceDetailQuery(deviceKey), enabled: !!deviceKey });
  return device.data?.productKey;
}
