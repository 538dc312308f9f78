// Product categories, products and their object models: sagoo-iot-api.md §3, §4 and §5 (paths,
// list keys `category` / `product` / `Total`, `{data:{...}}` for detail and connect_intro), plus our
// icon upload. The wire types are the contract's; this file adds the calls and one queryOptions
// factory per query.
import type {
  CategoryNode,
  ConnectIntro,
  DeviceType,
  ProductDetail,
  ProductRow,
  ProductTopic,
  TopicAccess,
  ScriptFunctionName,
  ScriptRunResult,
} from '@iot/contract';
import type { TslEvent, TslFunction, TslKind, TslProperty, TslTag } from '@iot/contract/tsl';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The category form (§3 CategoryForm); `id` on edit. */
export interface CategoryBody {
  id?: number;
  parentId: number;
  key: string;
  name: string;
  sort: number;
  desc: string;
}

/** product/page_list filters (each absent for any) and the page. */
export interface ProductListParams {
  pageNum: number;
  pageSize: number;
  name?: string;
  categoryId?: number;
  deviceType?: DeviceType;
  status?: 0 | 1;
}

export interface ProductListData {
  product: ProductRow[] | null;
  Total: number;
  currentPage: number;
}

/** The product form (§4 ProductForm); add and edit alike, identified by `key`. */
export interface ProductBody {
  key: string;
  name: string;
  categoryId: number;
  messageProtocol: string;
  transportProtocol: string;
  deviceType: DeviceType;
  authType: number;
  authUser: string;
  authPasswd: string;
  accessToken: string;
  icon: string;
  desc: string;
}

/** An object-model entry as each kind's add/edit sends it. */
export type TslEntry = TslProperty | TslFunction | TslEvent | TslTag;

/** A multipart POST through the request layer (Bearer, language, the envelope's errors). */
const upload = async <T>(url: string, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Without it the layer's JSON default would turn the form into JSON; the browser adds the boundary.
  const envelope = await http.call<T>({
    method: 'POST',
    url,
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return envelope.data as T;
};

const base = '/api/v1/product';

export const categoryApi = {
  /** The whole tree, or with `name` the matches as a flat list. */
  list: (name?: string) => http.get<{ category: CategoryNode[] | null }>(`${base}/category/list`, name ? { name } : {}),
  add: (body: CategoryBody) => http.post<null>(`${base}/category/add`, body),
  edit: (body: CategoryBody) => http.put<null>(`${base}/category/edit`, body),
  delete: (id: number) => http.del<null>(`${base}/category/del`, { id }),
};

export const productApi = {
  page: (params: ProductListParams) => http.get<ProductListData>(`${base}/page_list`, params),
  detail: (productKey: string) => http.get<{ data: ProductDetail }>(`${base}/detail`, { productKey }),
  connectIntro: (productKey: string) =>
    http.get<{ data: ConnectIntro | null }>(`${base}/connect_intro`, { productKey }),
  add: (body: ProductBody) => http.post<null>(`${base}/add`, body),
  edit: (body: ProductBody) => http.put<null>(`${base}/edit`, body),
  /** Refused for a published product or one with devices (the server says which). */
  delete: (keys: string[]) => http.del<null>(`${base}/del`, { keys }),
  deploy: (productKey: string) => http.post<null>(`${base}/deploy`, { productKey }),
  undeploy: (productKey: string) => http.post<null>(`${base}/undeploy`, { productKey }),
  /** Saves the payload script ("" clears it); refused with the reason when it does not compile or lacks parse. */
  updateScript: (key: string, scriptInfo: string) => http.put<null>(`${base}/script/update`, { key, scriptInfo }),
  /** Runs `fn(payload)` of a script once in the server's sandbox: its result or its error. */
  runScript: (body: { script: string; fn: ScriptFunctionName; payload: string }) =>
    http.post<ScriptRunResult>(`${base}/script/run`, body),
  /** Answers the stored icon's URL in `name`. */
  uploadIcon: (file: Blob) => upload<{ name: string }>(`${base}/icon/upload`, { icon: file }),
};

export const tslApi = {
  add: (kind: TslKind, productKey: string, entry: TslEntry) =>
    http.post<null>(`${base}/tsl/${kind}/add`, { productKey, ...entry }),
  edit: (kind: TslKind, productKey: string, entry: TslEntry) =>
    http.put<null>(`${base}/tsl/${kind}/edit`, { productKey, ...entry }),
  delete: (kind: TslKind, productKey: string, key: string) =>
    http.del<null>(`${base}/tsl/${kind}/del`, { productKey, key }),
  /** Replaces the whole object model with the file's. */
  import: (productKey: string, file: Blob) => upload<null>(`${base}/tsl/import`, { productKey, file }),
  export: (productKey: string) => http.download(`${base}/tsl/export`, { productKey }),
};

/** A custom topic as add and edit send it (`id` on edit). */
export interface TopicBody {
  id?: number;
  productKey: string;
  name: string;
  topic: string;
  access: TopicAccess;
  remark: string;
}

/** A product's custom topics (ours). */
export const topicApi = {
  list: (productKey: string) => http.get<{ list: ProductTopic[] | null }>(`${base}/topic/list`, { productKey }),
  add: (body: TopicBody) => http.post<null>(`${base}/topic/add`, body),
  edit: (body: TopicBody) => http.put<null>(`${base}/topic/edit`, body),
  delete: (productKey: string, id: number) => http.del<null>(`${base}/topic/del`, { productKey, id }),
};

/** The prefix of every query of this feature. */
const PRODUCT_KEY = ['iot-product'] as const;

export const categoryListQuery = (name?: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'categories', name ?? ''] as const,
    queryFn: () => categoryApi.list(name),
  });

export const productPageQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: [...PRODUCT_KEY, 'page', params] as const, queryFn: () => productApi.page(params) });

/** Every product the caller may see (key and name): the pickers of other screens (alarm rules). */
export const productOptionsQuery = () =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'options'] as const,
    queryFn: async () => (await http.get<{ product: ProductRow[] | null }>(`${base}/list`)).product ?? [],
    staleTime: 60_000,
  });

/** One product with its object model (`tsl`), by key. */
export const productDetailQuery = (productKey: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'detail', productKey] as const,
    queryFn: async () => (await productApi.detail(productKey)).data,
  });

export const connectIntroQuery = (productKey: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'connect', productKey] as const,
    queryFn: async () => (await productApi.connectIntro(productKey)).data,
  });

/** A product's custom topics. */
export const productTopicsQuery = (productKey: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'topics', productKey] as const,
    queryFn: async () => (await topicApi.list(productKey)).list ?? [],
  });

/** After a write: categories, lists, details and connection info (a product's name shows in all). */
export const invalidateProducts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: PRODUCT_KEY });
