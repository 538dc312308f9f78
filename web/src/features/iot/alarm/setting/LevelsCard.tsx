import type { AlarmLevelEditBody } from '@iot/contract';
import { alarmLevelEditBody } from '@iot/contract/alarm';
import { PERMISSIONS } from '@iot/contract/permissions';
import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, ColorPicker, Flex, Form, Input, Space } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { alarmApi, invalidateAlarms } from '../api';
import { LEVELS, LevelTag, useLevels } from '../levels';
import { ALARM } from '../texts';

type Values = Record<`name${number}` | `color${number}`, string>;

/** The five levels' names and colours in one dialog: the server takes them as one list. */
function LevelsDialog(dialog: DialogProps) {
  const { t } = useTranslation([ALARM, 'common']);
  const { byLevel } = useLevels();
  const rules = useFieldRules(`${ALARM}:max`);
  const initialValues: Partial<Values> = {};
  for (const level of LEVELS) {
    initialValues[`name${level}`] = byLevel.get(level)?.name ?? '';
    initialValues[`color${level}`] = byLevel.get(level)?.color || '#1677ff';
  }
  return (
    <FormDialog<Values, AlarmLevelEditBody>
      {...dialog}
      title={t('levels.edit')}
      width={480}
      name="alarmLevelForm"
      initialValues={initialValues}
      toBody={(v) => ({
        list: LEVELS.map((level) => ({ level, name: v[`name${level}`].trim(), color: v[`color${level}`] })),
      })}
      send={alarmApi.editLevels}
    >
      {LEVELS.map((level) => (
        <Space key={level} align="start" style={{ display: 'flex' }}>
          <Form.Item
            name={`color${level}`}
            label={t('levels.color', { level })}
            // The server keeps #rrggbb; the picker hands over a Color.
            getValueFromEvent={(c: Color) => c.toHexString()}
          >
            <ColorPicker disabledAlpha aria-label={t('levels.color', { level })} />
          </Form.Item>
          <Form.Item
            name={`name${level}`}
            label={t('levels.name', { level })}
            rules={rules(alarmLevelEditBody.shape.list.element.shape.name, t('levels.name', { level }))}
          >
            <Input style={{ width: 260 }} />
          </Form.Item>
        </Space>
      ))}
    </FormDialog>
  );
}

/** The levels as coloured tags, with the edit button for holders of the permission. */
export function LevelsCard() {
  const { t } = useTranslation(ALARM);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'open' | 'closing' | null>(null);
  return (
    <Card
      size="small"
      title={t('levels.title')}
      extra={
        <Auth value={PERMISSIONS.alarm.levelEdit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog('open')}>
            {t('levels.edit')}
          </Button>
        </Auth>
      }
    >
      <Flex wrap gap={8}>
        {LEVELS.map((level) => (
          <LevelTag key={level} level={level} />
        ))}
      </Flex>
      {dialog && (
        <LevelsDialog
          open={dialog === 'open'}
          onClose={() => setDialog('closing')}
          afterClose={() => setDialog(null)}
          onSaved={() => void invalidateAlarms(queryClient)}
        />
      )}
    </Card>
  );
}
