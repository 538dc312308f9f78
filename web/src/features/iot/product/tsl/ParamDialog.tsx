import type { TslParam } from '@iot/contract/tsl';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog/FormDialog';
import { DescField } from '../DescField';
import { PRODUCT } from '../texts';
import { KeyNameFields } from './KeyNameFields';
import type { ParamEditorProps } from './paramEditor';
import { toValueType, type ValueTypeForm } from './valueType';
import { ValueTypeFields } from './ValueTypeFields';

interface Values {
  key: string;
  name: string;
  desc: string;
  valueType: ValueTypeForm;
}

/**
 * One parameter (a function's input or output, an event's output, an object's member), in a dialog
 * of its own. OK hands it back to the list it belongs to; the entry's dialog saves them all.
 */
export function ParamDialog({ param, taken, onSave, onClose }: ParamEditorProps) {
  const { t } = useTranslation([PRODUCT, 'common']);
  return (
    <FormDialog<Values, TslParam>
      open
      onClose={onClose}
      // The list unmounts the dialog as soon as it is closed.
      afterClose={() => undefined}
      title={t(param ? 'tsl.param.edit' : 'tsl.param.add')}
      width={640}
      name="tslParamForm"
      okText={t('common:ok')}
      quiet
      initialValues={{
        key: param?.key ?? '',
        name: param?.name ?? '',
        desc: param?.desc ?? '',
        valueType: param?.valueType ?? { type: 'int' },
      }}
      toBody={(v) => ({
        key: v.key.trim(),
        name: v.name.trim(),
        desc: (v.desc ?? '').trim(),
        valueType: toValueType(v.valueType),
      })}
      send={async () => undefined}
      onSaved={onSave}
    >
      <KeyNameFields taken={taken} />
      <ValueTypeFields name={['valueType']} />
      <DescField />
    </FormDialog>
  );
}
