import { Checkbox, DatePicker, Form, Radio, TimePicker, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE } from '../texts';
import type { RoleFormValues } from './roleForm';

// Monday first, as people read a week; Sunday is 0 on the wire.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** When the role grants anything: always, between two datetimes, or on weekdays in a daily window. */
export function EffectiveTimeFields({ form }: { form: FormInstance<RoleFormValues> }) {
  const { t } = useTranslation([ROLE, 'common']);
  const type = Form.useWatch('effectiveType', form);
  const pick = (field: string) => t('common:pleaseSelect', { field });
  return (
    <>
      <Form.Item
        name="effectiveType"
        label={t('form.effective.label')}
        extra={type ? t('form.effective.hint') : undefined}
      >
        <Radio.Group
          options={[
            { value: 0, label: t('form.effective.none') },
            { value: 1, label: t('form.effective.dates') },
            { value: 2, label: t('form.effective.weekly') },
          ]}
        />
      </Form.Item>
      {type === 1 && (
        <Form.Item
          name="dateRange"
          label={t('form.effective.dateRange')}
          rules={[{ required: true, message: pick(t('form.effective.dateRange')) }]}
        >
          <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />
        </Form.Item>
      )}
      {type === 2 && (
        <>
          <Form.Item
            name="weekDay"
            label={t('form.effective.weekDay')}
            rules={[{ required: true, type: 'array', min: 1, message: t('form.effective.pickDay') }]}
          >
            <Checkbox.Group options={WEEK.map((d) => ({ value: d, label: t(`form.week.${d}`) }))} />
          </Form.Item>
          <Form.Item
            name="dayRange"
            label={t('form.effective.dayRange')}
            rules={[{ required: true, message: pick(t('form.effective.dayRange')) }]}
          >
            <TimePicker.RangePicker format="HH:mm:ss" style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </>
  );
}
