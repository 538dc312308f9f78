// Product categories and products (sagoo-iot-api.md §3, §4): the requests' schemas. The object
// model's requests are in product-tsl.ts; the answers' shapes in iot.ts.
import { z } from 'zod';
import { dateRange, filterInt, filterStr, int, intOr, optStr, paging, requiredStr, rowId, str } from './fields.ts';
import { DEVICE_TYPES } from './iot.ts';
import { PRODUCT_KEY_PATTERN } from './patterns.ts';

export { PRODUCT_KEY_PATTERN };

/**
 * SagooIoT declares `PageSize` (capital P) and its console sends `pageSize`: both are accepted.
 * Wraps a query schema whose shape spreads `paging`.
 */
export const sagooQuery = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    return o.pageSize === undefined && o.PageSize !== undefined ? { ...o, pageSize: o.PageSize } : o;
  }, schema);

/** A list filter declared as an array: a scalar is a one-element list, `''` (or only blanks) no filter. */
export const strList = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return undefined;
      const kept = (Array.isArray(v) ? v : [v]).filter((x) => x !== '' && x !== null && x !== undefined);
      return kept.length ? kept : undefined;
    },
    z
      .array(str().pipe(z.string().max(64)))
      .max(100)
      .optional(),
  );

/** A list of keys as delete bodies send them: an array, one key, or a comma-separated text. */
export const keyList = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z.array(requiredStr(200)).min(1).max(1000),
  );

// ---- categories ------------------------------------------------------------------------------

export const categoryListQuery = z.object({ name: filterStr() });
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const categoryPageQuery = sagooQuery(z.object({ name: filterStr(), ...paging }));
export type CategoryPageQuery = z.infer<typeof categoryPageQuery>;

const categoryFields = {
  parentId: intOr(0).pipe(z.number().min(0)),
  key: requiredStr(20),
  name: requiredStr(100),
  desc: optStr(200),
  sort: intOr(0),
};
export const categoryAddBody = z.object(categoryFields);
export type CategoryAddBody = z.infer<typeof categoryAddBody>;
export const categoryEditBody = z.object({ ...categoryFields, id: rowId() });
export type CategoryEditBody = z.infer<typeof categoryEditBody>;
export const categoryDeleteBody = z.object({ id: rowId() });

// ---- products --------------------------------------------------------------------------------

export const productPageQuery = sagooQuery(
  z.object({
    name: filterStr(),
    categoryId: filterInt(),
    messageProtocol: strList(),
    deviceType: strList(),
    /** `''` (the console's first load) means every status. */
    status: filterInt(),
    dateRange: dateRange(),
    ...paging,
  }),
);
export type ProductPageQuery = z.infer<typeof productPageQuery>;

/** A product named by its key (detail, deploy, undeploy, connect_intro, the object model). */
export const productKeyQuery = z.object({ productKey: requiredStr(200) });

const productKey = () =>
  requiredStr(64).refine((s) => PRODUCT_KEY_PATTERN.test(s), { params: { key: 'productBadKey' } });

/** The payload script: kept as written (not trimmed), "" clears it. */
const script = () =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string()
      .max(100_000)
      .refine((s) => !s.includes('\0')),
  );

const authFields = {
  /** 0 unset, 1 Basic (authUser + authPasswd), 2 AccessToken, 3 certificate. */
  authType: intOr(0).pipe(z.literal([0, 1, 2, 3])),
  authUser: optStr(64),
  authPasswd: optStr(128),
  accessToken: optStr(256),
  certificateId: intOr(0).pipe(z.number().min(0)),
};

/** Basic needs a user and a password, AccessToken a token: an empty secret would let anyone in. */
function checkAuth(
  f: { authType: number; authUser: string; authPasswd: string; accessToken: string },
  ctx: z.RefinementCtx,
) {
  const missing = (field: string) =>
    ctx.addIssue({ code: 'custom', path: [field], input: '', params: { key: 'productAuthMissing' } });
  if (f.authType === 1 && !f.authUser) missing('authUser');
  if (f.authType === 1 && !f.authPasswd) missing('authPasswd');
  if (f.authType === 2 && !f.accessToken) missing('accessToken');
}

export const productAddBody = z
  .object({
    key: productKey(),
    name: requiredStr(100),
    categoryId: int().pipe(z.number().min(1)),
    messageProtocol: requiredStr(64),
    transportProtocol: requiredStr(64),
    deviceType: str().pipe(z.enum(DEVICE_TYPES)),
    desc: optStr(200),
    icon: optStr(500),
    /** Absent on edit: the stored script stays. */
    scriptInfo: script().optional(),
    ...authFields,
  })
  .superRefine(checkAuth);
export type ProductAddBody = z.infer<typeof productAddBody>;
/** Edit names the product by `key`; the key itself never changes. */
export const productEditBody = productAddBody;
export type ProductEditBody = ProductAddBody;

export const productExtendBody = z.object({ key: requiredStr(200), ...authFields }).superRefine(checkAuth);
export type ProductExtendBody = z.infer<typeof productExtendBody>;

export const productDeleteBody = z.object({ keys: keyList() });
export const productScriptBody = z.object({ key: requiredStr(200), scriptInfo: script().default('') });
