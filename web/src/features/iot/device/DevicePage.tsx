import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCard } from '@/components/list-page/SearchCard';
import { searchRequest } from '@/components/list-page/searchRequest';
import { keyedOptions } from '@/lib/keyedOptions';
import { productOptionsQuery } from './api';
import { DeviceList, type DeviceFilters } from './DeviceList';
import { DEVICE } from './texts';

interface Filters {
  keyWord?: string;
  productKey?: string;
  status?: string;
}

/** Device management: the filters above the device table. */
export function DevicePage() {
  const { t } = useTranslation([DEVICE, 'common']);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<DeviceFilters>({});
  const products = useQuery(productOptionsQuery());
  const productOptions = keyedOptions(products.data);
  return (
    <Flex vertical gap={16}>
      <SearchCard<Filters>
        form={form}
        name="deviceSearch"
        onSearch={(values) => setFilters(searchRequest(values))}
        onReset={() => {
          form.resetFields();
          setFilters({});
        }}
        fields={[
          { name: 'keyWord', label: t('field.keyWord'), col: { xs: 24, sm: 12, xl: 6 } },
          {
            name: 'productKey',
            label: t('field.product'),
            control: (
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('common:pleaseSelect', { field: t('field.product') })}
                options={productOptions}
              />
            ),
          },
          {
            name: 'status',
            label: t('common:status'),
            options: [
              { value: '2', label: t('status.online') },
              { value: '1', label: t('status.offline') },
              { value: '0', label: t('status.disabled') },
            ],
          },
        ]}
        cols={{ field: { xs: 24, sm: 12, xl: 5 }, buttons: { xs: 24, sm: 24, xl: 8 } }}
      />
      {/* A new search starts again from the first page, with nothing selected. */}
      <DeviceList key={JSON.stringify(filters)} filters={filters} />
    </Flex>
  );
}
