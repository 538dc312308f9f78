// The demos of the console's features (web/src/views/demo): pages that need no API.
import { ADMIN_ONLY, ALL_ROLES, button, dir, page, type SeedMenu } from '../../db/seed/rows.ts';

const demo = (title: string, slug: string, icon: string, roles = ADMIN_ONLY, extra: Partial<SeedMenu> = {}) =>
  page(title, `demo/${slug}`, `/demo/${slug}`, `demo/${slug}/index`, icon, roles, extra);

export const demoMenus: SeedMenu = dir('功能演示', 'demo', '/demo', 'ExperimentOutlined', ALL_ROLES, [
  button('新增', 'btn.add', ALL_ROLES),
  button('删除', 'btn.del'),
  button('编辑', 'btn.edit'),
  button('链接', 'btn.link', ALL_ROLES),
  dir('系统演示', 'demo/system', '/demo/system', 'ControlOutlined', ADMIN_ONLY, [
    demo('菜单演示', 'system/menu', 'MenuOutlined'),
    demo('角色演示', 'system/role', 'TeamOutlined'),
    demo('用户演示', 'system/user', 'UserOutlined'),
    demo('部门演示', 'system/dept', 'ApartmentOutlined'),
  ]),
  dir('嵌套菜单', 'demo/menu', '/demo/menu', 'BranchesOutlined', ALL_ROLES, [
    dir('菜单1', 'demo/menu/menu1', '/demo/menu/menu1', 'FolderOutlined', ALL_ROLES, [
      demo('菜单11', 'menu/menu1/menu11', 'FileOutlined', ALL_ROLES),
      dir('菜单12', 'demo/menu/menu1/menu12', '/demo/menu/menu1/menu12', 'FolderOutlined', ALL_ROLES, [
        demo('菜单121', 'menu/menu1/menu12/menu121', 'FileOutlined', ALL_ROLES),
        demo('菜单122', 'menu/menu1/menu12/menu122', 'FileOutlined', ALL_ROLES),
      ]),
      demo('菜单13', 'menu/menu1/menu13', 'FileOutlined', ALL_ROLES),
    ]),
    demo('菜单2', 'menu/menu2', 'FileOutlined', ALL_ROLES),
  ]),
  dir('功能', 'demo/fun', '/demo/fun', 'ToolOutlined', ALL_ROLES, [
    demo('标签页操作', 'fun/tagsView', 'TagsOutlined', ALL_ROLES),
    demo('数字滚动', 'fun/countup', 'FieldNumberOutlined', ALL_ROLES),
    demo('代码编辑器', 'fun/codeEditor', 'CodeOutlined'),
    demo('富文本编辑器', 'fun/editor', 'EditOutlined'),
    demo('图片裁剪', 'fun/cropper', 'ScissorOutlined'),
    demo('二维码', 'fun/qrcode', 'QrcodeOutlined', ALL_ROLES),
    demo('地图图表', 'fun/echartsMap', 'EnvironmentOutlined'),
    demo('打印', 'fun/printJs', 'PrinterOutlined'),
    demo('复制剪切', 'fun/clipboard', 'CopyOutlined', ALL_ROLES),
    demo('拖拽布局', 'fun/gridLayout', 'LayoutOutlined'),
    demo('分割面板', 'fun/splitpanes', 'ColumnWidthOutlined'),
  ]),
  dir('页面', 'demo/pages', '/demo/pages', 'FileTextOutlined', ALL_ROLES, [
    demo('过滤筛选', 'pages/filtering', 'FilterOutlined', ALL_ROLES),
    demo('筛选详情', 'pages/filteringDetails', 'FileSearchOutlined', ALL_ROLES, { hide: true }),
    demo('图标', 'pages/iconfont', 'SmileOutlined', ALL_ROLES),
    demo('表单自适应', 'pages/formAdapt', 'FormOutlined'),
    demo('表格验证', 'pages/tableRules', 'TableOutlined'),
    demo('表单国际化', 'pages/formI18n', 'GlobalOutlined', ALL_ROLES),
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
  dir('组件', 'demo/make', '/demo/make', 'AppstoreAddOutlined', ALL_ROLES, [
    demo('图标选择器', 'make/selector', 'AimOutlined', ALL_ROLES),
    demo('滚动通知栏', 'make/noticeBar', 'NotificationOutlined', ALL_ROLES),
    demo('svgIcon 演示', 'make/svgDemo', 'StarOutlined'),
  ]),
  dir('路由参数', 'demo/params', '/demo/params', 'LinkOutlined', ALL_ROLES, [
    demo('普通路由', 'params/common', 'FileOutlined', ALL_ROLES),
    page(
      '普通路由详情',
      'demo/params/common/details',
      '/demo/params/common/details',
      'demo/params/common/details',
      'FileOutlined',
      ALL_ROLES,
      { hide: true },
    ),
    demo('动态路由', 'params/dynamic', 'FileOutlined', ALL_ROLES),
    page(
      '动态路由详情',
      'demo/params/dynamic/details',
      '/demo/params/dynamic/details/:t/:id/:tagsViewName',
      'demo/params/dynamic/details',
      'FileOutlined',
      ALL_ROLES,
      { hide: true },
    ),
  ]),
  dir('数据可视化', 'demo/visualizing', '/demo/visualizing', 'FundOutlined', ADMIN_ONLY, [
    page(
      '可视化演示1',
      'demo/visualizing/demo1',
      '/demo/visualizing/demo1',
      'layout/routerView/link',
      'DashboardOutlined',
      ADMIN_ONLY,
      { link: '/visualizingDemo1' },
    ),
    page(
      '可视化演示2',
      'demo/visualizing/demo2',
      '/demo/visualizing/demo2',
      'layout/routerView/link',
      'DashboardOutlined',
      ADMIN_ONLY,
      { link: '/visualizingDemo2' },
    ),
  ]),
  demo('图表', 'chart', 'BarChartOutlined'),
  demo('个人中心演示', 'personal', 'IdcardOutlined'),
  demo('工具类集合', 'tools', 'ToolOutlined', ALL_ROLES),
  page('外链', 'demo/link', '/demo/link', 'layout/routerView/link', 'ExportOutlined', ALL_ROLES, {
    link: 'https://ant.design',
  }),
  page('内嵌 iframe', 'demo/iframes', '/demo/iframes', 'layout/routerView/iframes', 'BlockOutlined', ALL_ROLES, {
    iframe: true,
    link: 'https://ant.design',
  }),
  demo('消息队列测试', 'mq', 'ThunderboltOutlined'),
]);
