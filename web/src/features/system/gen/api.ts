// The code generator (GFast's tools/gen): the calls and one queryOptions factory per server resource.
import type {
  CodegenColumnListData,
  CodegenDataListData,
  CodegenDataListQuery,
  CodegenEditBody,
  CodegenPreviewData,
  CodegenRelationData,
  CodegenTableListData,
  CodegenTableListQuery,
} from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { generationOutcome, type GenerationOutcome } from './outcome';

/** tools/gen/tableList: name and comment LIKE, creation days, the page. */
export type GenListParams = Partial<CodegenTableListQuery> & Pick<CodegenTableListQuery, 'pageNum' | 'pageSize'>;
/** tools/gen/dataList: the database tables not imported yet, name and comment LIKE, the page. */
export type GenDataListParams = Partial<CodegenDataListQuery> & Pick<CodegenDataListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/tools/gen';

export const genApi = {
  list: (params: GenListParams) => http.get<CodegenTableListData>(`${base}/tableList`, params),
  dataList: (params: GenDataListParams) => http.get<CodegenDataListData>(`${base}/dataList`, params),
  import: (tables: string[]) => http.post<null>(`${base}/importTableSave`, { tables }),
  columns: (tableId: number) => http.get<CodegenColumnListData>(`${base}/columnList`, { tableId }),
  save: (body: CodegenEditBody) => http.post<null>(`${base}/editSave`, body),
  relationTables: () => http.get<CodegenRelationData>(`${base}/relationTable`),
  /** Reads the table's columns from the database again, keeping the settings of those that remain. */
  sync: (tableId: number) => http.post<null>(`${base}/syncTable`, { tableId }),
  /** Drops the settings only; the database tables stay. */
  delete: (ids: number[]) => http.del<null>(`${base}/tableDelete`, { ids }),
  preview: (tableId: number) => http.get<CodegenPreviewData>(`${base}/preview`, { tableId }),
  /**
   * A zip of the generated files, or (CODEGEN_WRITE=on) the JSON report of what was written into
   * the server's tree. Fetched as a blob either way: only its type tells which one came.
   */
  generate: async (ids: number[]): Promise<GenerationOutcome> => {
    const blob = (await http.call({
      method: 'POST',
      url: `${base}/batchGenCode`,
      data: { ids },
      responseType: 'blob',
    })) as unknown as Blob;
    return generationOutcome(blob);
  },
};

const GEN_KEY = ['toolsGen'] as const;

/** A page of the imported tables. */
export const genTableListQuery = (params: GenListParams) =>
  queryOptions({ queryKey: [...GEN_KEY, 'tableList', params] as const, queryFn: () => genApi.list(params) });

/** A page of the database tables that may be imported, read afresh each time the dialog opens. */
export const genDataListQuery = (params: GenDataListParams) =>
  queryOptions({
    queryKey: [...GEN_KEY, 'dataList', params] as const,
    queryFn: () => genApi.dataList(params),
    staleTime: 0,
  });

/** One table's settings and columns, loaded afresh for each editor. */
export const genColumnListQuery = (tableId: number) =>
  queryOptions({
    queryKey: [...GEN_KEY, 'columnList', tableId] as const,
    queryFn: () => genApi.columns(tableId),
    staleTime: 0,
    gcTime: 0,
  });

/** The imported tables with their columns, the relation dialog's choices. */
export const genRelationQuery = () =>
  queryOptions({ queryKey: [...GEN_KEY, 'relationTable'] as const, queryFn: genApi.relationTables });

/** The files one table generates, by repository path; never cached (the settings may just have changed). */
export const genPreviewQuery = (tableId: number) =>
  queryOptions({
    queryKey: [...GEN_KEY, 'preview', tableId] as const,
    queryFn: () => genApi.preview(tableId),
    staleTime: 0,
    gcTime: 0,
  });

/** After a write: every generator query. */
export const invalidateGen = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: GEN_KEY });
