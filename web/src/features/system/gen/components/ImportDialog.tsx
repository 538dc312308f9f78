import type { CodegenDbTable } from '@iot/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, Modal, Row, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { genApi, genDataListQuery } from '../api';
import { GEN } from '../texts';

interface Filters {
  tableName?: string;
  tableComment?: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

const PAGE_SIZE = 10;

/** GFast's "import table": the database tables not imported yet, searched, paged and ticked. */
export function ImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation([GEN, 'common']);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  // Names, not row indexes: a ticked table stays ticked while the user pages and searches.
  const [ticked, setTicked] = useState<string[]>([]);
  const list = useQuery({
    ...genDataListQuery({ ...filters, ...page }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () => genApi.import(ticked),
    onSuccess: () => {
      feedback.message.success(t('imported'));
      onImported();
      onClose();
    },
  });
  const search = (values: Filters) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).flatMap(([k, v]) => (typeof v === 'string' && v.trim() ? [[k, v.trim()]] : [])),
    );
    setFilters(trimmed);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const toggle = (name: string) =>
    setTicked((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  const submit = () => {
    if (!ticked.length) {
      feedback.message.warning(t('importNone'));
      return;
    }
    save.mutate();
  };

  return (
    <Modal
      open={open}
      title={t('importTitle')}
      width={800}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: save.isPending }}
      afterClose={() => {
        form.resetFields();
        setFilters({});
        setPage({ pageNum: 1, pageSize: PAGE_SIZE });
        setTicked([]);
      }}
    >
      <Form<Filters> form={form} name="genImportSearch" layout="vertical" onFinish={search}>
        <Row gutter={12} align="bottom">
          <Col xs={24} sm={8}>
            <Form.Item name="tableName" label={t('field.tableName')}>
              <Input allowClear placeholder={t('field.tableName')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="tableComment" label={t('field.tableComment')}>
              <Input allowClear placeholder={t('field.tableComment')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('common:search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    search({});
                  }}
                >
                  {t('common:reset')}
                </Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Table<CodegenDbTable>
        rowKey="tableName"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
        onRow={(row) => ({ onClick: () => toggle(row.tableName), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('field.tableName'), dataIndex: 'tableName', minWidth: 160 },
          { title: t('field.tableComment'), dataIndex: 'tableComment', minWidth: 140, render: (v: string) => v || '-' },
          { title: t('field.createTime'), dataIndex: 'createTime', width: 170, render: (v: string | null) => v ?? '-' },
          { title: t('field.updateTime'), dataIndex: 'updateTime', width: 170, render: (v: string | null) => v ?? '-' },
        ]}
      />
    </Modal>
  );
}
