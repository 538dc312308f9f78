import { DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tooltip, Typography, theme } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { DEMO_PAGES } from './texts';

type Column = 'level1' | 'level2' | 'date' | 'name' | 'remark';
const REQUIRED: Column[] = ['level1', 'level2', 'date', 'name'];

/** An editable table: each row a list entry of one form, each cell its own rule and error. */
export function TableRulesPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ rows: Record<Column, unknown>[] }>();
  const options = [0, 1, 2].map((i) => ({ value: i, label: t(`tableRules.options.o${i}`) }));

  const header = (col: Column, tip?: string) => (
    <Space size={4}>
      {REQUIRED.includes(col) && <span style={{ color: token.colorError }}>*</span>}
      {t(`tableRules.cols.${col}`)}
      {tip && (
        <Tooltip title={tip}>
          <QuestionCircleOutlined aria-label={tip} />
        </Tooltip>
      )}
    </Space>
  );
  const cell = (col: Column, control: ReactNode) => (field: FormListFieldData) => (
    <Form.Item
      name={[field.name, col]}
      rules={REQUIRED.includes(col) ? [{ required: true, message: t('tableRules.cell') }] : undefined}
      style={{ margin: 0 }}
    >
      {control}
    </Form.Item>
  );

  const check = async () => {
    if ((form.getFieldValue('rows') ?? []).length === 0) return feedback.message.warning(t('tableRules.addFirst'));
    try {
      await form.validateFields();
      feedback.message.success(t('tableRules.passed'));
    } catch {
      feedback.message.error(t('tableRules.failed'));
    }
  };

  return (
    <Card
      title={t('tableRules.title')}
      extra={<Typography.Text type="secondary">{t('tableRules.tip')}</Typography.Text>}
    >
      <Form form={form} initialValues={{ rows: [] }}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              <Table<FormListFieldData>
                bordered
                size="small"
                rowKey="key"
                pagination={false}
                scroll={{ x: 800 }}
                dataSource={fields}
                locale={{ emptyText: <Typography.Text type="secondary">{t('tableRules.addFirst')}</Typography.Text> }}
                columns={[
                  {
                    title: header('level1'),
                    render: cell('level1', <Select options={options} aria-label={t('tableRules.cols.level1')} />),
                  },
                  {
                    title: header('level2', t('tableRules.tip')),
                    render: cell('level2', <Select options={options} aria-label={t('tableRules.cols.level2')} />),
                  },
                  {
                    title: header('date'),
                    render: cell('date', <DatePicker aria-label={t('tableRules.cols.date')} />),
                  },
                  { title: header('name'), render: cell('name', <Input aria-label={t('tableRules.cols.name')} />) },
                  {
                    title: header('remark'),
                    render: cell('remark', <Input aria-label={t('tableRules.cols.remark')} />),
                  },
                  {
                    title: '',
                    width: 56,
                    render: (field: FormListFieldData) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('tableRules.remove')}
                        onClick={() => remove(field.name)}
                      />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 16 }}>
                <Button type="primary" onClick={() => void check()}>
                  {t('tableRules.check')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('tableRules.add')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
