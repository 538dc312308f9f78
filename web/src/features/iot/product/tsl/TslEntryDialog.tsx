import type { TslEvent, TslFunction, TslKind, TslParam, TslProperty } from '@iot/contract/tsl';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { tslApi, type TslEntry } from '../api';
import { DescField } from '../DescField';
import { PRODUCT } from '../texts';
import { KeyNameFields } from './KeyNameFields';
import { ParamDialog } from './ParamDialog';
import { ParamEditorContext, type ParamEditorProps } from './paramEditor';
import { ParamListField } from './ParamListField';
import { toValueType, type ValueTypeForm } from './valueType';
import { ValueTypeFields } from './ValueTypeFields';

interface Values {
  key: string;
  name: string;
  desc: string;
  accessMode?: 0 | 1;
  valueType?: ValueTypeForm;
  level?: 0 | 1 | 2;
  inputs?: TslParam[];
  outputs?: TslParam[];
}

interface Props extends DialogProps {
  kind: TslKind;
  productKey: string;
  /** The entry edited; absent: a new one. */
  row?: TslEntry;
  /** Every key of the object model but the edited entry's (keys are unique across the four kinds). */
  taken: string[];
}

const renderParamDialog = (props: ParamEditorProps) => <ParamDialog {...props} />;

/** The entry as its kind's add/edit sends it (§5.1). */
function toEntry(kind: TslKind, v: Values): TslEntry {
  const common = { key: v.key.trim(), name: v.name.trim(), desc: (v.desc ?? '').trim() };
  if (kind === 'function') return { ...common, inputs: v.inputs ?? [], outputs: v.outputs ?? [] };
  if (kind === 'event') return { ...common, level: v.level ?? 0, outputs: v.outputs ?? [] };
  return { ...common, accessMode: v.accessMode ?? 0, valueType: toValueType(v.valueType) };
}

/** Add or edit a property, function, event or tag of a product's object model. */
export function TslEntryDialog({ kind, productKey, row, taken, ...dialog }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const valued = kind === 'property' || kind === 'tag';
  const p = row as Partial<TslProperty & TslFunction & TslEvent> | undefined;
  return (
    <ParamEditorContext value={renderParamDialog}>
      <FormDialog<Values, TslEntry>
        {...dialog}
        title={t(`tsl.${row ? 'edit' : 'add'}.${kind}`)}
        width={720}
        name="tslForm"
        scrollToFirstError
        initialValues={{
          key: p?.key ?? '',
          name: p?.name ?? '',
          desc: p?.desc ?? '',
          accessMode: p?.accessMode ?? 0,
          valueType: p?.valueType ?? { type: 'int' },
          level: p?.level ?? 0,
          inputs: p?.inputs ?? [],
          outputs: p?.outputs ?? [],
        }}
        toBody={(v) => toEntry(kind, v)}
        send={(entry) => (row ? tslApi.edit(kind, productKey, entry) : tslApi.add(kind, productKey, entry))}
      >
        <KeyNameFields taken={taken} keyLocked={!!row} />
        {valued && (
          <>
            <Form.Item name="accessMode" label={t('tsl.field.accessMode')}>
              <Radio.Group
                options={[
                  { value: 0, label: t('tsl.access.0') },
                  { value: 1, label: t('tsl.access.1') },
                ]}
              />
            </Form.Item>
            {/* The server keeps a property's stored type on edit; its parameters may change. */}
            <ValueTypeFields name={['valueType']} typeLocked={kind === 'property' && !!row} />
          </>
        )}
        {kind === 'event' && (
          <Form.Item name="level" label={t('tsl.field.level')}>
            <Radio.Group options={([0, 1, 2] as const).map((l) => ({ value: l, label: t(`tsl.level.${l}`) }))} />
          </Form.Item>
        )}
        {kind === 'function' && (
          <Form.Item name="inputs" label={t('tsl.field.inputs')}>
            <ParamListField addLabel={t('tsl.addInput')} />
          </Form.Item>
        )}
        {(kind === 'function' || kind === 'event') && (
          <Form.Item name="outputs" label={t('tsl.field.outputs')}>
            <ParamListField addLabel={t('tsl.addOutput')} />
          </Form.Item>
        )}
        <DescField />
      </FormDialog>
    </ParamEditorContext>
  );
}
