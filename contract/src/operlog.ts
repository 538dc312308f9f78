// The operation log, GFast §3.10: every write through the API, who made it and how it ended.
import { z } from 'zod';
import { dateRange, filterInt, filterStr, idList, paging, rowId } from './fields.ts';

export const operLogListQuery = z.object({
  title: filterStr(),
  requestMethod: filterStr(),
  operName: filterStr(),
  /** 1 succeeded, 0 failed (GFast's console sends it; GFast ignores it, we filter). */
  status: filterInt(),
  dateRange: dateRange(),
  ...paging,
});
export type OperLogListQuery = z.infer<typeof operLogListQuery>;
export const operLogGetQuery = z.object({ operId: rowId() });
export const operLogDeleteBody = z.object({
  operIds: idList().pipe(z.array(z.number().min(1)).min(1).max(1000)),
});

export interface OperLogRow {
  operId: number;
  title: string;
  requestMethod: string;
  operName: string;
  deptName: string;
  linkedDeptName: { deptName: string } | null;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  operTime: string | null;
  /** 1 succeeded (envelope code 0), 0 failed. */
  status: number;
  /** Milliseconds the request took. */
  costTime: number;
}

export interface OperLog extends OperLogRow {
  businessType: number;
  /** The route, as `METHOD /path`. */
  method: string;
  operatorType: number;
  /** The envelope's code and message. */
  jsonResult: string;
  errorMsg: string;
  browser: string;
  os: string;
}

export interface OperLogListData {
  list: OperLogRow[];
  total: number;
  currentPage: number;
}
