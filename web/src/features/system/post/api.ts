// Posts (job positions), gfast-v3.3-api.md §3.4. The wire types are the contract's; this file adds
// the calls and one queryOptions factory per query.
import type { PostAddBody, PostEditBody, PostListData, PostListQuery } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** post/list: `postCode` and `postName` LIKE, `status` exact (each absent for any), and the page. */
export type PostListParams = Partial<PostListQuery> & Pick<PostListQuery, 'pageNum' | 'pageSize'>;

const base = '/api/v1/system/post';

export const postApi = {
  list: (params: PostListParams) => http.get<PostListData>(`${base}/list`, params),
  add: (body: PostAddBody) => http.post<null>(`${base}/add`, body),
  edit: (body: PostEditBody) => http.put<null>(`${base}/edit`, body),
  /** The users' links to these posts go with them. */
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
};

/** The prefix of every post query. */
const POST_KEY = ['post'] as const;

/** A page of posts. */
export const postPageQuery = (params: PostListParams) =>
  queryOptions({ queryKey: [...POST_KEY, 'list', params] as const, queryFn: () => postApi.list(params) });

/** After a write: every post query. */
export const invalidatePosts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: POST_KEY });
