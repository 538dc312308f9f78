import type { UserBrief } from '@iot/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Input, List, Modal, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPage } from '@/components/list-page/useListPage';
import { Pagination } from '@/components/pagination/Pagination';
import { DeptTree } from '@/features/system/dept';
import { seededNickname } from '@/i18n/seeded';
import { userSelectorQuery } from '../api';
import { USER } from '../texts';
import { useChosenUsers } from './useChosenUsers';
import { useDeptNames } from './useDeptNames';

export interface UserPickerDialogProps {
  open: boolean;
  title?: string;
  /** The users chosen when it opens. */
  value: number[];
  /** The choice, once, on OK; the dialog stays open (OK spinning) until a returned promise settles. */
  onOk: (ids: number[]) => Promise<unknown> | void;
  onCancel: () => void;
  /** One user (a radio per row) or many (default). */
  multiple?: boolean;
}

const PAGE_SIZE = 10;

/**
 * Choose users: a department tree, a searchable page of users (nickname, account, department) and
 * the chosen ones beside it. Nothing is saved until OK (GFast's selector wrote every click).
 */
export function UserPickerDialog({ open, title, value, onOk, onCancel, multiple = true }: UserPickerDialogProps) {
  const { t } = useTranslation([USER, 'common']);
  return (
    <Modal
      open={open}
      title={title ?? t('picker.title')}
      width={1100}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <PickerBody value={value} multiple={multiple} onOk={onOk} onCancel={onCancel} />
    </Modal>
  );
}

function PickerBody({ value, multiple, onOk, onCancel }: Omit<UserPickerDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation([USER, 'common']);
  const [deptId, setDeptId] = useState<number>();
  // The kit's paging and request (the search text trimmed, left out when empty); the tree adds the department.
  const view = useListPage<{ keyWords?: string }, UserBrief>({ pageSize: PAGE_SIZE });
  const chosen = useChosenUsers(value, multiple ?? true);
  const deptName = useDeptNames();
  const page = useQuery(userSelectorQuery({ ...view.request, deptId }));
  const rows = page.data?.userList ?? [];
  const save = useMutation({ mutationFn: async () => onOk(chosen.ids) });

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <DeptTree
            selected={deptId}
            onSelect={(id) => {
              setDeptId(id);
              view.setPage((p) => ({ ...p, pageNum: 1 }));
            }}
            height={420}
          />
        </Col>
        <Col xs={24} md={11}>
          <Input.Search
            allowClear
            placeholder={t('picker.search')}
            aria-label={t('picker.search')}
            onSearch={(keyWords) => view.search({ keyWords })}
            style={{ marginBottom: 12 }}
          />
          <Table<UserBrief>
            rowKey="id"
            size="small"
            loading={page.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={{ y: 340 }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.ids,
              preserveSelectedRowKeys: true,
              onSelect: (row, selected) => (selected ? chosen.add([row]) : chosen.remove([row.id])),
              onSelectAll: (selected, _, changed) =>
                selected ? chosen.add(changed) : chosen.remove(changed.map((r) => r.id)),
            }}
            onRow={(row) => ({
              onClick: () => (chosen.ids.includes(row.id) && multiple ? chosen.remove([row.id]) : chosen.add([row])),
            })}
            columns={[
              {
                title: t('field.nickName'),
                dataIndex: 'userNickname',
                ellipsis: true,
                render: (nickname: string, u) => seededNickname(nickname, u.userName),
              },
              { title: t('field.userName'), dataIndex: 'userName', ellipsis: true },
              { title: t('field.dept'), key: 'dept', ellipsis: true, render: (_, u) => deptName(u.deptId) },
            ]}
          />
          <Pagination
            total={page.data?.total ?? 0}
            page={view.page.pageNum}
            limit={view.page.pageSize}
            layout="total, prev, pager, next"
            onChange={({ page: pageNum }) => view.setPage((p) => ({ ...p, pageNum }))}
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
          />
        </Col>
        <Col xs={24} md={7}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Typography.Text strong>{t('picker.chosen', { count: chosen.ids.length })}</Typography.Text>
            <Button size="small" onClick={chosen.clear} disabled={!chosen.ids.length}>
              {t('picker.removeAll')}
            </Button>
          </Flex>
          <List
            size="small"
            bordered
            style={{ maxHeight: 420, overflow: 'auto' }}
            dataSource={chosen.chosen}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.none')} /> }}
            renderItem={(u) => (
              <List.Item
                actions={[
                  <Button key="remove" type="link" size="small" onClick={() => chosen.remove([u.id])}>
                    {t('picker.remove')}
                  </Button>,
                ]}
              >
                {seededNickname(u.userNickname, u.userName)}
                {u.userName && <Typography.Text type="secondary"> ({u.userName})</Typography.Text>}
              </List.Item>
            )}
          />
        </Col>
      </Row>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('common:ok')}
        </Button>
      </Flex>
    </>
  );
}
