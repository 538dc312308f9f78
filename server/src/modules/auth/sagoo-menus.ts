// The menus SagooIoT's console routes by (`Data` of /system/user/currentUser): its router
// (router/backEnd.ts) imports each menu's `component` from its own views and links its pages by
// their paths (product detail `/iotmanager/device/product/detail/<key>`, device detail
// `/iotmanager/device/instance/<key>`), so each of our pages that it has a view for is given that
// view and path; pages it has no view for (the system pages, whose API is GFast's here, and ours)
// are left out. Which pages a user sees is ours: the menus their roles grant.
import type { SysAuthRule, UserMenu } from '@iot/contract';

/**
 * SagooIoT's UserMenuTreeRes (internal/model/sys_menu.go): GFast's rule with its parent as
 * `parentId` (`menuType` 0 directory, 1 page).
 */
export interface SagooMenu extends Omit<SysAuthRule, 'pid' | 'createdAt' | 'updatedAt'> {
  parentId: number;
  status: number;
  /** Button rules by `types` (its `v-auth` names); not checked while its security control is off (sysinfo). */
  button: { types: string }[];
  column: { code: string }[];
  api: unknown[];
  children: SagooMenu[];
}

interface SagooPage {
  name: string;
  path: string;
  component: string;
  icon: string;
  hide?: boolean;
  affix?: boolean;
}

/** SagooIoT's home page: its IoT overview on SagooIoT's /analysis API (sysinfo names it the home). */
export const SAGOO_HOME = '/iotmanager/dashboard';

/** Our page (by its component) → SagooIoT's view of the same data. */
const PAGES: Record<string, SagooPage> = {
  'home/index': {
    name: 'iotmanagerDashboard',
    path: SAGOO_HOME,
    component: 'iot/iotmanager/dashboard',
    icon: 'ele-Odometer',
    affix: true,
  },
  'iot/product/category/index': {
    name: 'iotmanagerDeviceCategory',
    path: '/iotmanager/device/category',
    component: 'iot/device/category/index',
    icon: 'ele-Files',
  },
  'iot/product/list/index': {
    name: 'iotmanagerDeviceProduct',
    path: '/iotmanager/device/product',
    component: 'iot/device/product/index',
    icon: 'ele-Box',
  },
  'iot/product/list/detail': {
    name: 'iotmanagerDeviceProductDetail',
    path: '/iotmanager/device/product/detail/:id',
    component: 'iot/device/product/detail',
    icon: 'ele-Box',
    hide: true,
  },
  'iot/device/instance/index': {
    name: 'iotmanagerDeviceInstance',
    path: '/iotmanager/device/instance',
    component: 'iot/device/instance/index',
    icon: 'ele-Cpu',
  },
  'iot/device/instance/detail': {
    name: 'iotmanagerDeviceInstanceDetail',
    path: '/iotmanager/device/instance/:id',
    component: 'iot/device/instance/detail',
    icon: 'ele-Cpu',
    hide: true,
  },
  'iot/alarm/setting/index': {
    name: 'iotmanagerAlarmSetting',
    path: '/iotmanager/alarm/setting',
    component: 'iot/alarm/setting/index',
    icon: 'ele-Bell',
  },
  'iot/alarm/log/index': {
    name: 'iotmanagerAlarmLog',
    path: '/iotmanager/alarm/log',
    component: 'iot/alarm/log/index',
    icon: 'ele-Warning',
  },
};
const ORDER = Object.keys(PAGES);

function entry(id: number, parentId: number, title: string, page: SagooPage, weigh: number): SagooMenu {
  return {
    id,
    parentId,
    name: page.name,
    title,
    icon: page.icon,
    condition: '',
    remark: '',
    menuType: 1,
    weigh,
    isHide: page.hide ? 1 : 0,
    path: page.path,
    component: page.component,
    isLink: 0,
    moduleType: '',
    modelId: 0,
    isIframe: 0,
    isCached: 0,
    redirect: '',
    isAffix: page.affix ? 1 : 0,
    linkUrl: '',
    status: 1,
    button: [],
    column: [],
    api: [],
    children: [],
  };
}

function flatten(menus: UserMenu[]): UserMenu[] {
  return menus.flatMap((m) => [m, ...flatten(m.children)]);
}

/**
 * Our menus (this console's shape, with /home) as SagooIoT's: its overview first, then one
 * "物联网" directory with the IoT pages the user may open, in SagooIoT's order.
 */
export function sagooMenus(menus: UserMenu[]): SagooMenu[] {
  const all = flatten(menus);
  const granted = ORDER.flatMap((component) => {
    const ours = all.find((m) => m.component === component);
    return ours ? [{ ours, page: PAGES[component] }] : [];
  });
  const iotDir = all.find((m) => m.path === '/iot');
  const dirId = iotDir?.id ?? 0;
  const home = granted.filter((g) => g.page.path === SAGOO_HOME);
  const pages = granted.filter((g) => g.page.path !== SAGOO_HOME);
  const out = home.map((g) => entry(g.ours.id, 0, g.ours.meta.title, g.page, 1000));
  if (pages.length)
    out.push({
      ...entry(
        dirId,
        0,
        iotDir?.meta.title ?? '物联网',
        { name: 'iotmanager', path: '/iotmanager', component: 'layout/routerView/parent', icon: 'ele-Connection' },
        900,
      ),
      menuType: 0,
      redirect: pages.find((g) => !g.page.hide)?.page.path ?? '',
      children: pages.map((g, i) => entry(g.ours.id, dirId, g.ours.meta.title, g.page, (pages.length - i) * 10)),
    });
  return out;
}
