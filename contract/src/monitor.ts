// System monitoring (GFast §3.9 login log, §3.11 online users, §3.12 server monitor, §3.17 cache).
import { z } from 'zod';
import { dateRange, filterInt, filterStr, paging, rowIds } from './fields.ts';

export const loginLogListQuery = z.object({
  userName: filterStr(),
  ipaddr: filterStr(),
  loginLocation: filterStr(),
  status: filterInt(),
  dateRange: dateRange(),
  /** GFast's sort: a column of SysLoginLog and `isAsc` ("asc"/"desc"); newest first without. */
  orderByColumn: z.enum(['infoId', 'loginName', 'ipaddr', 'loginTime', 'status', '']).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending', '']).optional(),
  ...paging,
});
export type LoginLogListQuery = z.infer<typeof loginLogListQuery>;
/** GFast sends `ids[]` in the query string of the DELETE. */
export const loginLogDeleteQuery = z.object({ ids: rowIds() });

export interface SysLoginLog {
  infoId: number;
  loginName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** 1 success, 0 failure (dict admin_login_status). */
  status: number;
  msg: string;
  loginTime: string | null;
  module: string;
}

export interface LoginLogListData {
  list: SysLoginLog[];
  total: number;
  currentPage: number;
}

export const onlineListQuery = z.object({ userName: filterStr(), ipaddr: filterStr(), ...paging });
export type OnlineListQuery = z.infer<typeof onlineListQuery>;
export const onlineForceLogoutBody = z.object({ ids: rowIds() });

export interface OnlineUser {
  id: number;
  /** A short, stable name of the session (not the token). */
  uuid: string;
  /** Always "" (GFast's shape; tokens are never shown). */
  token: string;
  createTime: string | null;
  userName: string;
  ip: string;
  explorer: string;
  os: string;
  /** Last request seen with this session (to the minute). */
  lastSeen: string | null;
  /** Whether the session holds a live socket on any server process. */
  live: boolean;
  /** The caller's own session. */
  current: boolean;
}

export interface OnlineListData {
  list: OnlineUser[];
  total: number;
  currentPage: number;
}

export interface MonitorDisk {
  path: string;
  fstype: string;
  total: number;
  free: number;
  used: number;
  usedPercent: number;
  inodesTotal: number;
  inodesUsed: number;
  inodesFree: number;
  inodesUsedPercent: number;
}

/** GFast's flat `monitor/server` object (the `go*` fields describe the Node process), plus db and mqtt. */
export interface MonitorServer {
  cpuNum: number;
  cpuUsed: number;
  cpuAvg5: string;
  cpuAvg15: string;
  memTotal: number;
  memUsed: number;
  memFree: number;
  memUsage: number;
  goTotal: number;
  goUsed: number;
  goFree: number;
  goUsage: number;
  sysComputerName: string;
  sysOsName: string;
  sysComputerIp: string;
  sysOsArch: string;
  goName: string;
  goVersion: string;
  goStartTime: string;
  goRunTime: number;
  goHome: string;
  goUserDir: string;
  diskList: MonitorDisk[];
  /** Node heap in use and its limit, bytes. */
  heapUsed: number;
  heapTotal: number;
  database: { engine: 'postgres' | 'pglite'; version: string; size: number; connections: number };
  mqtt: { connectedDevices: number; messagesPerSecond: number; messagesTotal: number };
}
