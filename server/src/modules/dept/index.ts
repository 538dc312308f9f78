// Departments (GFast §3.3): a tree, the bottom of the organisation; the modules above read them
// through what this file exports.
import { defineModule } from '../module.ts';
import { deptMessages } from './messages.ts';
import deptRoutes from './routes.ts';
import { deptMenus, insertDepts } from './seed.ts';

export { SEED_DEPTS } from './seed.ts';
export {
  deptExists,
  deptIdNamed,
  deptNames,
  deptNodes,
  deptView,
  enabledDeptTree,
  parentMap,
  sysDeptsByIds,
  toSysDept,
} from './service.ts';

export const deptModule = defineModule({
  name: 'dept',
  routes: deptRoutes,
  messages: deptMessages,
  seed: { insert: insertDepts, menus: deptMenus },
});
