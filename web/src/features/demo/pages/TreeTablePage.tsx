import { Button, Card, Table } from 'antd';
import { selectAllTitle } from '@/components/list-page/selectAllTitle';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { DEMO_PAGES } from './texts';

interface Row {
  key: string;
  id: string;
  /** Parents show the item, children only their model number. */
  child?: boolean;
  children?: Row[];
}

const ROWS: Row[] = [1, 2, 3].map((p) => ({
  key: `${p}`,
  id: `SKU-10${p}`,
  children: [1, 2, 3].map((c) => ({ key: `${p}-${c}`, id: `${p}-${c}`, child: true })),
}));

/** Tree data in a table: expandable rows, check boxes that cascade (checking a parent checks its rows). */
export function TreeTablePage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [selected, setSelected] = useState<Key[]>([]);
  const pick = () => {
    if (selected.length === 0) feedback.message.warning(t('tree.none'));
    else feedback.message.info(t('tree.picked', { ids: selected.join(', ') }));
  };
  return (
    <Card
      title={t('tree.title')}
      extra={
        <Button type="primary" onClick={pick}>
          {t('tree.pick')}
        </Button>
      }
    >
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        dataSource={ROWS}
        expandable={{ defaultExpandedRowKeys: ['1'] }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          checkStrictly: false,
          columnTitle: selectAllTitle,
        }}
        scroll={{ x: 520 }}
        columns={[
          { title: t('tree.id'), dataIndex: 'id', width: 160 },
          { title: t('tree.name'), render: (_, row) => (row.child ? t('tree.child', { id: row.id }) : t('tree.item')) },
          { title: t('tree.desc'), render: (_, row) => (row.child ? '' : t('tree.itemDesc')) },
        ]}
      />
    </Card>
  );
}
