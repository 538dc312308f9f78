// Posts (job positions), GFast §3.4.
import { z } from 'zod';
import { filterStr, int, optStr, requiredFlag, requiredStr, rowId, rowIds, statusListQuery } from './fields.ts';

export const postListQuery = statusListQuery({ postCode: filterStr(), postName: filterStr() });
export type PostListQuery = z.infer<typeof postListQuery>;

const postFields = {
  postCode: requiredStr(64),
  postName: requiredStr(64),
  postSort: int().pipe(z.number().min(0)),
  status: requiredFlag(),
  remark: optStr(500),
};
export const postAddBody = z.object(postFields);
export type PostAddBody = z.infer<typeof postAddBody>;
export const postEditBody = z.object({ ...postFields, postId: rowId() });
export type PostEditBody = z.infer<typeof postEditBody>;
export const postDeleteBody = z.object({ ids: rowIds() });

export interface SysPost {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: number;
  remark: string;
  createdBy: number;
  updatedBy: number;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
}

export interface PostListData {
  postList: SysPost[];
  total: number;
  currentPage: number;
}
