// Devices (sagoo-iot-api.md §6.1-6.3, §6.5): request schemas of /api/v1/product/device/*.
// SagooIoT's wire quirks on top of GFast's: `PageSize` for `pageSize`, `device_key` for
// `deviceKey`, `online_timeout` for `onlineTimeout`, a scalar for a list of keys.
import { z } from 'zod';
import {
  dateRange,
  exportFormat,
  filterInt,
  filterStr,
  int,
  optStr,
  paging,
  requiredFlag,
  requiredStr,
  rowId,
  str,
} from './fields.ts';
import { DEVICE_KEY_PATTERN } from './patterns.ts';
import { TSL_KEY_PATTERN } from './tsl.ts';

export { DEVICE_KEY_PATTERN };
/** Seconds without a message before a device counts as offline when its own timeout is 0. */
export const DEFAULT_ONLINE_TIMEOUT = 60;

/** The other spellings SagooIoT's console sends (GoFrame matches names ignoring case and `_`). */
const ALIASES: Record<string, string> = {
  PageSize: 'pageSize',
  PageNum: 'pageNum',
  device_key: 'deviceKey',
  online_timeout: 'onlineTimeout',
};
/** Copies an alias onto its declared name unless that name was sent too. */
const withAliases = <S extends z.ZodType>(schema: S, extra: Record<string, string> = {}) =>
  z.preprocess((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    for (const [alias, name] of Object.entries({ ...ALIASES, ...extra })) {
      if (alias in out && (out[name] === undefined || out[name] === '')) out[name] = out[alias];
    }
    return out;
  }, schema);

const deviceKey = () => requiredStr(64).refine((s) => DEVICE_KEY_PATTERN.test(s));
/** A key to look a device up by (any text: an unknown one answers "device not found"). */
const lookupKey = () => requiredStr(64);
/** Device keys as a list; a single key or a comma-separated string counts too. */
const keyList = (min: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? v : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]),
    z.array(lookupKey()).min(min).max(1000),
  );
const optInt = (min = 0, max = 2147483647) => int().pipe(z.number().min(min).max(max)).optional();
const authType = () =>
  int()
    .pipe(z.literal([0, 1, 2, 3]))
    .optional();

export const deviceTagInput = z.object({
  key: requiredStr(64).refine((s) => TSL_KEY_PATTERN.test(s)),
  name: requiredStr(100),
  value: optStr(255),
});
export type DeviceTagInput = z.infer<typeof deviceTagInput>;

export const devicePageQuery = withAliases(
  z.object({
    key: filterStr(),
    name: filterStr(),
    productKey: filterStr(),
    tunnelId: filterInt(),
    /** '' all, 2 online, 1 offline (enabled, not online), 0 disabled. */
    status: filterInt(),
    dateRange: dateRange(),
    /** Ours: key or name contains it. */
    keyWord: filterStr(),
    ...paging,
  }),
);
export type DevicePageQuery = z.infer<typeof devicePageQuery>;

export const deviceListQuery = z.object({ productKey: filterStr(), keyWord: filterStr() });
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

export const deviceByKeyQuery = withAliases(z.object({ deviceKey: lookupKey() }));

/** Fields every form may send; absent ones keep their value on edit. */
const formFields = {
  name: requiredStr(100),
  desc: str().pipe(z.string().max(200)).optional(),
  version: str().pipe(z.string().max(64)).optional(),
  lng: str().pipe(z.string().max(32)).optional(),
  lat: str().pipe(z.string().max(32)).optional(),
  address: str().pipe(z.string().max(255)).optional(),
  extensionInfo: str().pipe(z.string().max(2000)).optional(),
  authType: authType(),
  authUser: str().pipe(z.string().max(100)).optional(),
  authPasswd: str().pipe(z.string().max(100)).optional(),
  accessToken: str().pipe(z.string().max(255)).optional(),
  certificateId: optInt(),
};

export const deviceAddBody = withAliases(
  z.object({
    ...formFields,
    key: deviceKey(),
    productKey: requiredStr(64),
    onlineTimeout: optInt(0, 86400 * 30),
    tags: z.array(deviceTagInput).max(100).optional(),
    /**
     * Ours: 1 adds the device enabled (its product must be published, and the caller needs the
     * enable right), as the console's add dialog asks by default. Absent or 0: disabled, as
     * SagooIoT stores every new device (sagoo-iot-api.md §6.2).
     */
    status: requiredFlag().optional(),
  }),
);
export type DeviceAddBody = z.infer<typeof deviceAddBody>;

/** Edit by key. `tags`, when sent, is the new set (`[]` removes every tag); absent leaves them. */
export const deviceEditBody = withAliases(
  z.object({
    ...formFields,
    key: lookupKey(),
    onlineTimeout: optInt(0, 86400 * 30),
    tags: z.array(deviceTagInput).max(100).optional(),
  }),
);
export type DeviceEditBody = z.infer<typeof deviceEditBody>;

/** extend/update: `key` or `deviceKey` (SagooIoT's console sends the latter); only the fields sent change. */
export const deviceExtendBody = withAliases(
  z.object({
    key: lookupKey(),
    onlineTimeout: optInt(0, 86400 * 30),
    authType: authType(),
    authUser: formFields.authUser,
    authPasswd: formFields.authPasswd,
    accessToken: formFields.accessToken,
    certificateId: optInt(),
    extensionInfo: formFields.extensionInfo,
    address: formFields.address,
  }),
  { deviceKey: 'key' },
);
export type DeviceExtendBody = z.infer<typeof deviceExtendBody>;

export const deviceKeysBody = z.object({ keys: keyList(1) });
export const deviceSetStatusBody = z.object({ ids: keyList(1), status: requiredFlag() });

export const deviceTagAddBody = withAliases(
  z.object({ deviceId: optInt(1), deviceKey: lookupKey().optional(), ...deviceTagInput.shape }),
);
export type DeviceTagAddBody = z.infer<typeof deviceTagAddBody>;
export const deviceTagEditBody = z.object({ id: rowId(), name: requiredStr(100), value: optStr(255) });
export type DeviceTagEditBody = z.infer<typeof deviceTagEditBody>;
export const deviceTagDelBody = z.object({ id: rowId() });

export const deviceBindBody = z.object({ gatewayKey: lookupKey(), subKeys: keyList(0).default([]) });
export const deviceBindListQuery = withAliases(z.object({ gatewayKey: lookupKey(), ...paging }));
export const deviceSubListQuery = withAliases(
  z.object({ productKey: lookupKey(), gatewayKey: filterStr(), keyWord: filterStr(), ...paging }),
);
export type DeviceSubListQuery = z.infer<typeof deviceSubListQuery>;
/** SagooIoT's console sends the row id instead of the key (§11.1): both are accepted. */
export const deviceDelSubBody = withAliases(z.object({ deviceKey: z.union([z.number().int().min(1), lookupKey()]) }));

export const deviceImportFields = z.object({ productKey: lookupKey() });
/** Without `productKey`: every device the caller may see. */
export const deviceExportQuery = z.object({ productKey: filterStr(), format: exportFormat() });
export type DeviceExportQuery = z.infer<typeof deviceExportQuery>;

/** One refused row of an import: the sheet's row number (the header is row 1). */
export interface DeviceImportError {
  row: number;
  key: string;
  message: string;
}
/** The import's answer: SagooIoT's counts and refused keys, and our per-row report. */
export interface DeviceImportResult {
  success: number;
  fail: number;
  deviceKey: string[];
  errors: DeviceImportError[];
}
