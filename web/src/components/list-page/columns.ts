import type { ColumnType } from 'antd/es/table';

/** A column of times as the server writes them ("YYYY-MM-DD HH:mm:ss"), wide enough to keep one on one line. */
export const timeColumn = <R>(title: string, dataIndex: keyof R & string): ColumnType<R> => ({
  title,
  dataIndex,
  width: 170,
});
