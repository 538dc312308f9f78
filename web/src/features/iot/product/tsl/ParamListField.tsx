import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TslParam } from '@iot/contract/tsl';
import { Button, Flex, Space, Table } from 'antd';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../texts';
import { ParamEditorContext } from './paramEditor';
import { describeValueType } from './valueType';

interface Props {
  value?: TslParam[] | null;
  onChange?: (params: TslParam[]) => void;
  id?: string;
  /** What the add button says (e.g. "Add input"). */
  addLabel: string;
}

/**
 * A list of parameters as a form control: function inputs and outputs, event outputs, object
 * members. Each is added or edited in the parameter dialog (a nested dialog, so members of members
 * work the same way).
 */
export function ParamListField({ value, onChange, id, addLabel }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const renderEditor = use(ParamEditorContext);
  const params = value ?? [];
  // The index edited (-1: a new one), while the dialog is open.
  const [editing, setEditing] = useState<number | null>(null);
  const save = (param: TslParam) => {
    onChange?.(
      editing === -1 || editing === null ? [...params, param] : params.map((p, i) => (i === editing ? param : p)),
    );
    setEditing(null);
  };
  return (
    <Flex vertical gap={8} id={id}>
      {params.length > 0 && (
        <Table<TslParam>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={params}
          scroll={{ x: 480 }}
          columns={[
            { title: t('tsl.field.key'), dataIndex: 'key', width: 120, ellipsis: true },
            { title: t('tsl.field.name'), dataIndex: 'name', width: 120, ellipsis: true },
            {
              title: t('tsl.field.valueType'),
              key: 'type',
              ellipsis: true,
              render: (_, p) => describeValueType(p.valueType, t),
            },
            {
              title: t('common:actions'),
              key: 'actions',
              width: 90,
              render: (_, p, index) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('common:edit')} ${p.key}`}
                    onClick={() => setEditing(index)}
                  />
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('common:delete')} ${p.key}`}
                    onClick={() => onChange?.(params.filter((_, i) => i !== index))}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => setEditing(-1)}>
        {addLabel}
      </Button>
      {editing !== null &&
        renderEditor?.({
          param: editing >= 0 ? params[editing] : undefined,
          taken: params.filter((_, i) => i !== editing).map((p) => p.key),
          onSave: save,
          onClose: () => setEditing(null),
        })}
    </Flex>
  );
}
