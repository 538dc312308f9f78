// The console's menus as seeded on an empty database. `roles` lists the role keys granted the rule
// (the super-admin role holds everything anyway). Directories use GFast's routerView components.
export interface SeedMenu {
  title: string;
  name: string;
  path?: string;
  component?: string;
  icon?: string;
  /** 0 directory, 1 page, 2 button (permission). */
  type?: 0 | 1 | 2;
  roles?: string[];
  hide?: boolean;
  keepAlive?: boolean;
  affix?: boolean;
  link?: string;
  iframe?: boolean;
  redirect?: string;
  children?: SeedMenu[];
}

const AC = ['admin', 'common'];
const A = ['admin'];
const PARENT = 'layout/routerView/parent';

const page = (
  title: string,
  name: string,
  path: string,
  component: string,
  icon: string,
  roles = A,
  extra: Partial<SeedMenu> = {},
): SeedMenu => ({
  title,
  name,
  path,
  component,
  icon,
  type: 1,
  roles,
  ...extra,
});
const dir = (
  title: string,
  name: string,
  path: string,
  icon: string,
  roles: string[],
  children: SeedMenu[],
): SeedMenu => ({
  title,
  name,
  path,
  component: PARENT,
  icon,
  type: 0,
  roles,
  children,
});
const button = (title: string, name: string, roles = A): SeedMenu => ({ title, name, type: 2, roles });
const demo = (title: string, slug: string, icon: string, roles = A, extra: Partial<SeedMenu> = {}) =>
  page(title, `demo/${slug}`, `/demo/${slug}`, `demo/${slug}/index`, icon, roles, extra);

export const seedMenus: SeedMenu[] = [
  page('首页', 'home', '/home', 'home/index', 'HomeOutlined', AC, { affix: true }),
  dir('物联网', 'iot', '/iot', 'ClusterOutlined', AC, [
    page(
      '产品分类',
      'api/v1/product/category/list',
      '/iot/product/category',
      'iot/product/category/index',
      'ApartmentOutlined',
      AC,
    ),
    page('产品管理', 'api/v1/product/list', '/iot/product/list', 'iot/product/list/index', 'AppstoreOutlined', AC),
    page(
      '产品详情',
      'api/v1/product/detail',
      '/iot/product/detail/:id',
      'iot/product/list/detail',
      'ProfileOutlined',
      AC,
      { hide: true },
    ),
    page('设备管理', 'api/v1/device/list', '/iot/device/instance', 'iot/device/instance/index', 'HddOutlined', AC),
    page(
      '设备详情',
      'api/v1/device/detail',
      '/iot/device/detail/:id',
      'iot/device/instance/detail',
      'ProfileOutlined',
      AC,
      { hide: true },
    ),
  ]),
  // Every user reads notices and letters here, so it stays outside the admin-only settings.
  page(
    '通知中心',
    'api/v1/system/sysNotice/show',
    '/system/sysNotice/show',
    'system/sysNotice/show/index',
    'BellOutlined',
    AC,
  ),
  dir('系统设置', 'api/v1/system/setting', '/system', 'SettingOutlined', A, [
    page('菜单管理', 'api/v1/system/auth/menuList', '/system/auth/menuList', 'system/menu/index', 'MenuOutlined', A, {
      keepAlive: true,
      children: [
        button('新增菜单', 'api/v1/system/menu/add'),
        button('修改菜单', 'api/v1/system/menu/update'),
        button('删除菜单', 'api/v1/system/menu/delete'),
      ],
    }),
    page('字典管理', 'api/v1/system/dict/type/list', '/system/dict/type/list', 'system/dict/index', 'BookOutlined', A, {
      keepAlive: true,
      children: [
        button('新增字典类型', 'api/v1/system/dict/type/add'),
        button('修改字典类型', 'api/v1/system/dict/type/edit'),
        button('删除字典类型', 'api/v1/system/dict/type/delete'),
      ],
    }),
    page(
      '字典数据',
      'api/v1/system/dict/dataList',
      '/system/dict/data/list/:dictType',
      'system/dict/dataList',
      'UnorderedListOutlined',
      A,
      {
        hide: true,
        children: [
          button('新增字典数据', 'api/v1/system/dict/data/add'),
          button('修改字典数据', 'api/v1/system/dict/data/edit'),
          button('删除字典数据', 'api/v1/system/dict/data/delete'),
        ],
      },
    ),
    page(
      '通知公告管理',
      'api/v1/system/sysNotice/list',
      '/system/sysNotice/list',
      'system/sysNotice/list/index',
      'NotificationOutlined',
      A,
      {
        keepAlive: true,
        children: [
          button('新增通知公告', 'api/v1/system/sysNotice/add'),
          button('修改通知公告', 'api/v1/system/sysNotice/edit'),
          button('删除通知公告', 'api/v1/system/sysNotice/delete'),
        ],
      },
    ),
  ]),
  dir('功能演示', 'demo', '/demo', 'ExperimentOutlined', AC, [
    button('新增', 'btn.add', AC),
    button('删除', 'btn.del'),
    button('编辑', 'btn.edit'),
    button('链接', 'btn.link', AC),
    dir('系统演示', 'demo/system', '/demo/system', 'ControlOutlined', A, [
      demo('菜单演示', 'system/menu', 'MenuOutlined'),
      demo('角色演示', 'system/role', 'TeamOutlined'),
      demo('用户演示', 'system/user', 'UserOutlined'),
      demo('部门演示', 'system/dept', 'ApartmentOutlined'),
    ]),
    dir('嵌套菜单', 'demo/menu', '/demo/menu', 'BranchesOutlined', AC, [
      dir('菜单1', 'demo/menu/menu1', '/demo/menu/menu1', 'FolderOutlined', AC, [
        demo('菜单11', 'menu/menu1/menu11', 'FileOutlined', AC),
        dir('菜单12', 'demo/menu/menu1/menu12', '/demo/menu/menu1/menu12', 'FolderOutlined', AC, [
          demo('菜单121', 'menu/menu1/menu12/menu121', 'FileOutlined', AC),
          demo('菜单122', 'menu/menu1/menu12/menu122', 'FileOutlined', AC),
        ]),
        demo('菜单13', 'menu/menu1/menu13', 'FileOutlined', AC),
      ]),
      demo('菜单2', 'menu/menu2', 'FileOutlined', AC),
    ]),
    dir('功能', 'demo/fun', '/demo/fun', 'ToolOutlined', AC, [
      demo('标签页操作', 'fun/tagsView', 'TagsOutlined', AC),
      demo('数字滚动', 'fun/countup', 'FieldNumberOutlined', AC),
      demo('代码编辑器', 'fun/codeEditor', 'CodeOutlined'),
      demo('富文本编辑器', 'fun/editor', 'EditOutlined'),
      demo('图片裁剪', 'fun/cropper', 'ScissorOutlined'),
      demo('二维码', 'fun/qrcode', 'QrcodeOutlined', AC),
      demo('地图图表', 'fun/echartsMap', 'EnvironmentOutlined'),
      demo('打印', 'fun/printJs', 'PrinterOutlined'),
      demo('复制剪切', 'fun/clipboard', 'CopyOutlined', AC),
      demo('拖拽布局', 'fun/gridLayout', 'LayoutOutlined'),
      demo('分割面板', 'fun/splitpanes', 'ColumnWidthOutlined'),
    ]),
    dir('页面', 'demo/pages', '/demo/pages', 'FileTextOutlined', AC, [
      demo('过滤筛选', 'pages/filtering', 'FilterOutlined', AC),
      demo('筛选详情', 'pages/filteringDetails', 'FileSearchOutlined', AC, { hide: true }),
      demo('图标', 'pages/iconfont', 'SmileOutlined', AC),
      demo('表单自适应', 'pages/formAdapt', 'FormOutlined'),
      demo('表格验证', 'pages/tableRules', 'TableOutlined'),
      demo('表单国际化', 'pages/formI18n', 'GlobalOutlined', AC),
      demo('多表单验证', 'pages/formRules', 'CheckSquareOutlined'),
      demo('动态表单', 'pages/dynamicForm', 'PlusSquareOutlined'),
      demo('列表自适应', 'pages/listAdapt', 'BarsOutlined'),
      demo('瀑布屏', 'pages/waterfall', 'PicCenterOutlined'),
      demo('步骤条', 'pages/steps', 'OrderedListOutlined'),
      demo('图片预览', 'pages/preview', 'PictureOutlined'),
      demo('波浪效果', 'pages/waves', 'RiseOutlined'),
      demo('树形改表格', 'pages/tree', 'ClusterOutlined'),
      demo('拖动指令', 'pages/drag', 'DragOutlined'),
      demo('图片懒加载', 'pages/lazyImg', 'FileImageOutlined'),
    ]),
    dir('组件', 'demo/make', '/demo/make', 'AppstoreAddOutlined', AC, [
      demo('图标选择器', 'make/selector', 'AimOutlined', AC),
      demo('滚动通知栏', 'make/noticeBar', 'NotificationOutlined', AC),
      demo('svgIcon 演示', 'make/svgDemo', 'StarOutlined'),
    ]),
    dir('路由参数', 'demo/params', '/demo/params', 'LinkOutlined', AC, [
      demo('普通路由', 'params/common', 'FileOutlined', AC),
      page(
        '普通路由详情',
        'demo/params/common/details',
        '/demo/params/common/details',
        'demo/params/common/details',
        'FileOutlined',
        AC,
        { hide: true },
      ),
      demo('动态路由', 'params/dynamic', 'FileOutlined', AC),
      page(
        '动态路由详情',
        'demo/params/dynamic/details',
        '/demo/params/dynamic/details/:t/:id/:tagsViewName',
        'demo/params/dynamic/details',
        'FileOutlined',
        AC,
        { hide: true },
      ),
    ]),
    dir('数据可视化', 'demo/visualizing', '/demo/visualizing', 'FundOutlined', A, [
      page(
        '可视化演示1',
        'demo/visualizing/demo1',
        '/demo/visualizing/demo1',
        'layout/routerView/link',
        'DashboardOutlined',
        A,
        { link: '/visualizingDemo1' },
      ),
      page(
        '可视化演示2',
        'demo/visualizing/demo2',
        '/demo/visualizing/demo2',
        'layout/routerView/link',
        'DashboardOutlined',
        A,
        { link: '/visualizingDemo2' },
      ),
    ]),
    demo('图表', 'chart', 'BarChartOutlined'),
    demo('个人中心演示', 'personal', 'IdcardOutlined'),
    demo('工具类集合', 'tools', 'ToolOutlined', AC),
    page('外链', 'demo/link', '/demo/link', 'layout/routerView/link', 'ExportOutlined', AC, {
      link: 'https://ant.design',
    }),
    page('内嵌 iframe', 'demo/iframes', '/demo/iframes', 'layout/routerView/iframes', 'BlockOutlined', AC, {
      iframe: true,
      link: 'https://ant.design',
    }),
    demo('消息队列测试', 'mq', 'ThunderboltOutlined'),
  ]),
  page('个人中心', 'personal', '/personal', 'personal/index', 'UserOutlined', A, { hide: true }),
];
