// Automations (CONTRACT.md "Automations (the workflow designer): ours"): flows, their validation
// and status, manual runs and the run log. The wire types are the contract's; this file adds the
// calls and one queryOptions factory per server resource (flow list, flow, runs, run detail).
import type {
  FlowAddBody,
  FlowDetail,
  FlowEditBody,
  FlowGraph,
  FlowListData,
  FlowListQuery,
  FlowRunAnswer,
  FlowRunDetail,
  FlowRunsData,
  FlowRunsQuery,
  FlowStatus,
  FlowValidateAnswer,
} from '@iot/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** flow/list filters (each absent for any) and the page. */
export type FlowListParams = Partial<Omit<FlowListQuery, 'pageNum' | 'pageSize'>> &
  Pick<FlowListQuery, 'pageNum' | 'pageSize'>;
/** flow/runs: one flow's runs, newest first. */
export type FlowRunsParams = Partial<Omit<FlowRunsQuery, 'flowId' | 'pageNum' | 'pageSize'>> &
  Pick<FlowRunsQuery, 'flowId' | 'pageNum' | 'pageSize'>;

const base = '/api/v1/automation/flow';

export const flowApi = {
  list: (params: FlowListParams) => http.get<FlowListData>(`${base}/list`, params),
  get: (id: number) => http.get<FlowDetail>(`${base}/get`, { id }),
  add: (body: FlowAddBody) => http.post<{ id: number }>(`${base}/add`, body),
  edit: (body: FlowEditBody) => http.put<null>(`${base}/edit`, body),
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  validate: (graph: FlowGraph) => http.post<FlowValidateAnswer>(`${base}/validate`, { graph }),
  /** 1 enables (refused with code 51 naming the first problem's node), 0 disables. */
  setStatus: (id: number, status: FlowStatus) => http.put<null>(`${base}/setStatus`, { id, status }),
  /** Starts the flow's manual trigger; the run goes on in the background. */
  run: (id: number, input: Record<string, unknown>) => http.post<FlowRunAnswer>(`${base}/run`, { id, input }),
  runs: (params: FlowRunsParams) => http.get<FlowRunsData>(`${base}/runs`, params),
  runDetail: (id: number) => http.get<FlowRunDetail>(`${base}/run/detail`, { id }),
};

/** The prefix of every automation query. */
const FLOW_KEY = ['iot-automation'] as const;

export const flowPageQuery = (params: FlowListParams) =>
  queryOptions({ queryKey: [...FLOW_KEY, 'list', params] as const, queryFn: () => flowApi.list(params) });

/** One flow with its graph; nothing is fetched for a new flow (no id). */
export const flowQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...FLOW_KEY, 'flow', id] as const,
    queryFn: id ? () => flowApi.get(id) : skipToken,
    // The designer edits its own copy; a refetch on focus would not reach it anyway.
    staleTime: Infinity,
  });

export const flowRunsQuery = (params: FlowRunsParams) =>
  queryOptions({ queryKey: [...FLOW_KEY, 'runs', params] as const, queryFn: () => flowApi.runs(params) });

/** A run's steps; a finished run never changes, a running one is read again while it runs. */
export const flowRunDetailQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...FLOW_KEY, 'run', id] as const,
    queryFn: id ? () => flowApi.runDetail(id) : skipToken,
    refetchInterval: (query) => (query.state.data?.run.status === 'running' ? 2000 : false),
  });

/** After a write: the list (status, counts) and the flows. */
export const invalidateFlows = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FLOW_KEY });

/** After a manual run: the runs of the flow (and the list's counts). */
export const invalidateRuns = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...FLOW_KEY, 'runs'] }),
    queryClient.invalidateQueries({ queryKey: [...FLOW_KEY, 'list'] }),
  ]);
