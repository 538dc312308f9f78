// The posts of a new database and the post page's menu.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { addEditDelete, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';
import { posts } from './schema.ts';

const { post } = PERMISSIONS;

export async function insertPosts(tx: Db): Promise<void> {
  await tx.insert(posts).values([
    { postCode: 'ceo', postName: '董事长', postSort: 1 },
    { postCode: 'se', postName: '项目经理', postSort: 2 },
    { postCode: 'hr', postName: '人力资源', postSort: 3 },
    { postCode: 'user', postName: '普通员工', postSort: 4 },
  ]);
}

export const postMenus: PlacedMenu[] = [
  settingsPage(
    8,
    ['岗位管理', post.list, '/system/auth/postList', 'system/post/index', 'IdcardOutlined'],
    addEditDelete('岗位', post.add, post.edit, post.delete),
  ),
];
