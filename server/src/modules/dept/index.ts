import { defineModule } from '../module.ts';
import { deptMessages } from './messages.ts';
import deptRoutes from './routes.ts';
import { deptMenus, insertDepts } from './seed.ts';

export { SEED_DEPTS } from './seed.ts';
export { enabledDeptTree, parentMap, toSysDept } from './service.ts';

export const deptModule = defineModule({
  name: 'dept',
  routes: deptRoutes,
  messages: deptMessages,
  seed: { insert: insertDepts, menus: deptMenus },
});
