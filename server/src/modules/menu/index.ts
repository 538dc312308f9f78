// Menus, pages and buttons (GFast's auth rules) and the menu page. Which roles hold a rule is the
// role module's, which the menu page edits through the `grants` service (context.ts).
import { defineModule } from '../module.ts';
import { menuMessages } from './messages.ts';
import menuRoutes from './routes.ts';
import { menuMenus } from './seed.ts';

export { gfastIcon, withGfastIcons, wantsHome } from './icons.ts';
export {
  allRules,
  buttonRuleNames,
  menuRules,
  nocheckRuleNames,
  ruleIdNamed,
  ruleNamesOf,
  ruleTitles,
  ruleView,
  toMenuInfo,
  type MenuRule,
} from './service.ts';

export const menuModule = defineModule({
  name: 'menu',
  routes: menuRoutes,
  messages: menuMessages,
  seed: { menus: menuMenus },
});
