// The console's own screens, whose API is not this server's (or not yet): the overview with home,
// the IoT pages and the demos; and the settings directory that the menu, dictionary and notice
// modules fill.
import { PERMISSIONS } from '@iot/contract';
import {
  ADMIN_ONLY,
  ALL_ROLES,
  addEditDelete,
  dir,
  page,
  pageWithButtons,
  type PageRow,
  type PlacedMenu,
} from '../../db/seed/rows.ts';
import { demoMenus } from './demo-menus.ts';

const { product, device } = PERMISSIONS;

/** An IoT page: every role sees it; its buttons (`{ title: rule }`) are administrators'. */
const iotPage = (row: PageRow, buttons: Record<string, string>) => pageWithButtons(row, ALL_ROLES, buttons);

/** A detail page: opened from its list, so hidden from the menu. */
const detailPage = (title: string, name: string, path: string, component: string) =>
  page(title, name, path, component, 'ProfileOutlined', ALL_ROLES, { hide: true });

/** A live dashboard (web/src/features/visualizing): a link to its full-screen page. */
const dashboard = (title: string, slug: string, link: string, icon: string) =>
  page(title, `overview/${slug}`, `/overview/${slug}`, 'layout/routerView/link', icon, ALL_ROLES, { link });

export const consoleMenus: PlacedMenu[] = [
  // Spec §1's first section. The home page keeps its path /home (the console's home) and its pinned
  // tab; the two live dashboards are full-screen pages outside the shell, so their menus are links
  // (as the demo tree's visualizing links to the same pages); the notice module puts the
  // notification centre here too.
  {
    order: 10,
    menu: dir('概览', 'overview', '/overview', 'PieChartOutlined', ALL_ROLES, [
      page('首页', 'home', '/home', 'home/index', 'HomeOutlined', ALL_ROLES, { affix: true }),
      dashboard('物联网设备监控中心', 'monitoring', '/visualizingDemo1', 'DashboardOutlined'),
      dashboard('物联网运行态势', 'operations', '/visualizingDemo2', 'FundOutlined'),
    ]),
  },
  {
    order: 20,
    menu: dir('物联网', 'iot', '/iot', 'ClusterOutlined', ALL_ROLES, [
      iotPage(
        ['产品分类', product.categoryList, '/iot/product/category', 'iot/product/category/index', 'ApartmentOutlined'],
        addEditDelete('分类', product.categoryAdd, product.categoryEdit, product.categoryDelete),
      ),
      iotPage(['产品管理', product.list, '/iot/product/list', 'iot/product/list/index', 'AppstoreOutlined'], {
        ...addEditDelete('产品', product.add, product.edit, product.delete),
        发布产品: product.deploy,
        编辑物模型: product.tsl,
        编辑自定义Topic: product.topic,
        // Lifts the products' data scope (GFast's `.../all` rules).
        全部产品数据: product.all,
      }),
      detailPage('产品详情', product.detail, '/iot/product/detail/:id', 'iot/product/list/detail'),
      iotPage(['设备管理', device.list, '/iot/device/instance', 'iot/device/instance/index', 'HddOutlined'], {
        ...addEditDelete('设备', device.add, device.edit, device.delete),
        启用停用: device.status,
        导入设备: device.import,
        导出设备: device.export,
        全部设备数据: device.all,
      }),
      detailPage('设备详情', device.detail, '/iot/device/detail/:id', 'iot/device/instance/detail'),
    ]),
  },
  { order: 40, menu: dir('系统设置', PERMISSIONS.setting.page, '/system', 'SettingOutlined', ADMIN_ONLY, []) },
  { order: 50, menu: demoMenus },
];
