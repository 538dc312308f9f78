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

/** A record named by its `name` whose `status` is 1 while enabled (flows, alarm rules). */
interface NamedRecord {
  name: string;
  status: number;
}

type NamedRecordOptions<R> = Omit<Options<R>, 'name' | 'enabled'> & Partial<Pick<Options<R>, 'name' | 'enabled'>>;

/**
 * A table's status column: each row's StatusSwitch, asking first. A record that has a `name` and
 * a `status` 1 when enabled needs neither `name` nor `enabled`.
 */
export function statusSwitchColumn<R>(o: Options<R>): ColumnType<R>;
export function statusSwitchColumn<R extends NamedRecord>(o: NamedRecordOptions<R>): ColumnType<R>;
export function statusSwitchColumn<R>(o: NamedRecordOptions<R>): ColumnType<R> {
  const name = o.name ?? ((row: R) => (row as NamedRecord).name);
  const enabled = o.enabled ?? ((row: R) => (row as NamedRecord).status === 1);
  return {
    title: o.title,
    key: 'status',
    width: o.width,
    render: (_, row) => (
      <StatusSwitch
        ns={o.ns}
        name={name(row)}
        enabled={enabled(row)}
        permission={o.permission}
        change={(enable) => o.change(row, enable)}
        onChanged={o.onChanged}
      />
    ),
  };
}
