// Scheduled jobs (GFast's sysJob): the calls and one queryOptions factory per query.
import type { JobAddBody, JobEditBody, JobListData, JobListQuery, JobLogsData } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** sysJob/list: name LIKE, group and status exact, and the page. */
export type JobListParams = Partial<JobListQuery> & Pick<JobListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/sysJob';

export const jobApi = {
  list: (params: JobListParams) => http.get<JobListData>(`${base}/list`, params),
  add: (body: JobAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: JobEditBody) => http.put<null>(`${base}/edit`, body),
  delete: (jobIds: number[]) => http.del<null>(`${base}/delete`, { jobIds }),
  /** 0 (running) starts it, 1 pauses it: GFast's encoding. */
  setStatus: (jobId: number, running: boolean) => http.put<null>(`${base}/${running ? 'start' : 'stop'}`, { jobId }),
  /** Starts one run now; its outcome goes to the job log. */
  run: (jobId: number) => http.put<null>(`${base}/run`, { jobId }),
  logs: (targetName: string, pageNum: number, pageSize: number) =>
    http.get<JobLogsData>(`${base}/logs`, { targetName, pageNum, pageSize }),
  deleteLogs: (logIds: number[]) => http.del<null>(`${base}/deleteLogs`, { logIds }),
};

const JOB_KEY = ['sysJob'] as const;

export const jobPageQuery = (params: JobListParams) =>
  queryOptions({ queryKey: [...JOB_KEY, 'list', params] as const, queryFn: () => jobApi.list(params) });

export const jobLogsQuery = (targetName: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [...JOB_KEY, 'logs', targetName, pageNum, pageSize] as const,
    queryFn: () => jobApi.logs(targetName, pageNum, pageSize),
  });

export const invalidateJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: JOB_KEY });
