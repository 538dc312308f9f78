import type { ColumnType } from 'antd/es/table';
import { StatusSwitch } from './StatusSwitch';

interface Options<R> {
  title: string;
  width: number;
  /** StatusSwitch's texts namespace. */
  ns: string;
  /** The button permission the change needs. */
  permission: string;
  /** The record's name, as the confirmation and the switch's label show it. */
  name: (row: R) => string;
  /** Whether the server has the record enabled (each table's own encoding). */
  enabled: (row: R) => boolean;
  /** Sends the change: enable, or disable. */
  change: (row: R, enable: boolean) => Promise<unknown>;
  /** After the server took the change: refresh the list. */
  onChanged: () => void;
}

/** A table's status column: each row's StatusSwitch, asking first. */
export function statusSwitchColumn<R>(o: Options<R>): ColumnType<R> {
  return {
    title: o.title,
    key: 'status',
    width: o.width,
    render: (_, row) => (
      <StatusSwitch
        ns={o.ns}
        name={o.name(row)}
        enabled={o.enabled(row)}
        permission={o.permission}
        change={(enable) => o.change(row, enable)}
        onChanged={o.onChanged}
      />
    ),
  };
}
