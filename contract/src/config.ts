// System parameters (config), GFast §3.8: key/value settings; built-in ones (configType 1) stay.
import { z } from 'zod';
import { dateRange, filterInt, filterStr, int, optStr, paging, requiredStr, rowId, rowIds } from './fields.ts';

export const configListQuery = z.object({
  configName: filterStr(),
  configKey: filterStr(),
  configType: filterInt(),
  dateRange: dateRange(),
  ...paging,
});
export type ConfigListQuery = z.infer<typeof configListQuery>;

const configFields = {
  configName: requiredStr(100),
  configKey: requiredStr(100),
  configValue: requiredStr(500),
  /** GFast's console sends "0"/"1". */
  configType: int().pipe(z.literal([0, 1])),
  remark: optStr(500),
};
export const configAddBody = z.object(configFields);
export type ConfigAddBody = z.infer<typeof configAddBody>;
export const configEditBody = z.object({ ...configFields, configId: rowId() });
export type ConfigEditBody = z.infer<typeof configEditBody>;
export const configGetQuery = z.object({ id: rowId() });
export const configDeleteBody = z.object({ ids: rowIds() });

/** SagooIoT's `GET /common/config/getInfoByKey`: its console sends `ConfigKey`, its server declares `configKey`. */
export const configKeyQuery = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    return { configKey: o.configKey === undefined || o.configKey === '' ? o.ConfigKey : o.configKey };
  },
  z.object({ configKey: requiredStr(100) }),
);
export type ConfigKeyQuery = z.infer<typeof configKeyQuery>;

/** SagooIoT's parameter: its authorship names (`createdBy`, `updatedBy`) and `moduleClassify`. */
export interface SagooConfig extends Omit<SysConfig, 'createBy' | 'updateBy'> {
  createdBy: number;
  updatedBy: number;
  moduleClassify: string;
}

export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: number;
  createBy: number;
  updateBy: number;
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface ConfigListData {
  list: SysConfig[];
  total: number;
  currentPage: number;
}
