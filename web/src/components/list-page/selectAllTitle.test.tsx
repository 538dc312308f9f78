import { render } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { selectAllTitle } from './selectAllTitle';

const table = (columnTitle?: typeof selectAllTitle) =>
  render(
    <Table
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      dataSource={[{ id: 1, name: 'a' }]}
      scroll={{ x: 800 }}
      rowSelection={{ selectedRowKeys: [], columnTitle }}
      pagination={false}
    />,
  );

describe('selectAllTitle', () => {
  it('keeps the select-all checkbox out of the aria-hidden measuring row, and in the header', () => {
    // Without it antd puts a second, focusable copy into the hidden row.
    const plain = table();
    expect(plain.container.querySelectorAll('.ant-table-measure-row input')).toHaveLength(1);
    plain.unmount();
    const { container } = table(selectAllTitle);
    expect(container.querySelector('.ant-table-measure-row')).not.toBeNull();
    expect(container.querySelectorAll('.ant-table-measure-row input')).toHaveLength(0);
    expect(container.querySelectorAll('thead input[type="checkbox"]')).toHaveLength(1);
  });
});
