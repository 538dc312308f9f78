// Menu icons per console. Menus keep this console's antd names (`SettingOutlined`), which GFast's
// console cannot draw: its SvgIcon (gfast-mandate-ui src/components/svgIcon/index.vue) draws
// `ele-<Name>` as an Element Plus component, a link or path as an image, and anything else as the
// class of an <i> (its icon fonts: `iconfont icon-…`, `fa fa-…`). GFast's menus get the nearest
// Element Plus icon; this console draws those names too (web/src/components/icon/gfastIcons.ts), so
// a name either console saved is drawn by both.
import { WITH_HOME, type MenuTree, type UserMenu } from '@iot/contract';
import type { FastifyRequest } from 'fastify';

/** Every antd icon this console's picker offers or the seed names, and its Element Plus counterpart. */
export const ELEMENT_PLUS_ICONS: Record<string, string> = {
  AimOutlined: 'Aim',
  AlertOutlined: 'WarningFilled',
  ApartmentOutlined: 'OfficeBuilding',
  ApiOutlined: 'Connection',
  AppstoreAddOutlined: 'CirclePlus',
  AppstoreOutlined: 'Grid',
  AuditOutlined: 'Stamp',
  BarChartOutlined: 'Histogram',
  BarsOutlined: 'Operation',
  BellOutlined: 'Bell',
  BlockOutlined: 'CopyDocument',
  BookOutlined: 'Notebook',
  BranchesOutlined: 'Share',
  BugOutlined: 'Warning',
  BuildOutlined: 'Box',
  CalendarOutlined: 'Calendar',
  CameraOutlined: 'Camera',
  CheckSquareOutlined: 'Checked',
  ClockCircleOutlined: 'Clock',
  CloudOutlined: 'Cloudy',
  CloudServerOutlined: 'Cpu',
  ClusterOutlined: 'Connection',
  CodeOutlined: 'Memo',
  ColumnWidthOutlined: 'Rank',
  ControlOutlined: 'Operation',
  CopyOutlined: 'DocumentCopy',
  DashboardOutlined: 'Odometer',
  DatabaseOutlined: 'Coin',
  DeploymentUnitOutlined: 'Share',
  DesktopOutlined: 'Monitor',
  DragOutlined: 'Rank',
  EditOutlined: 'Edit',
  EnvironmentOutlined: 'Location',
  ExperimentOutlined: 'MagicStick',
  ExportOutlined: 'Download',
  EyeOutlined: 'View',
  FieldNumberOutlined: 'List',
  FieldTimeOutlined: 'Timer',
  FileImageOutlined: 'Picture',
  FileOutlined: 'Document',
  FileSearchOutlined: 'Search',
  FileTextOutlined: 'Document',
  FilterOutlined: 'Filter',
  FireOutlined: 'Lightning',
  FlagOutlined: 'Flag',
  FolderOutlined: 'Folder',
  FormOutlined: 'EditPen',
  FundOutlined: 'TrendCharts',
  GatewayOutlined: 'Connection',
  GlobalOutlined: 'Compass',
  GoldOutlined: 'Coin',
  HddOutlined: 'Box',
  HeartOutlined: 'Star',
  HomeOutlined: 'HomeFilled',
  IdcardOutlined: 'Postcard',
  InboxOutlined: 'Box',
  KeyOutlined: 'Key',
  LayoutOutlined: 'Grid',
  LineChartOutlined: 'DataLine',
  LinkOutlined: 'Link',
  LockOutlined: 'Lock',
  LoginOutlined: 'Key',
  MailOutlined: 'Message',
  MenuOutlined: 'Menu',
  MessageOutlined: 'ChatDotRound',
  MobileOutlined: 'Iphone',
  MonitorOutlined: 'Monitor',
  NodeIndexOutlined: 'Share',
  NotificationOutlined: 'Promotion',
  OrderedListOutlined: 'List',
  PartitionOutlined: 'Share',
  PicCenterOutlined: 'Picture',
  PictureOutlined: 'Picture',
  PieChartOutlined: 'PieChart',
  PlusSquareOutlined: 'CirclePlus',
  PrinterOutlined: 'Printer',
  ProfileOutlined: 'Tickets',
  ProjectOutlined: 'Management',
  QrcodeOutlined: 'Grid',
  RadarChartOutlined: 'DataAnalysis',
  RiseOutlined: 'TrendCharts',
  RobotOutlined: 'Cpu',
  RocketOutlined: 'Promotion',
  SafetyOutlined: 'Lock',
  ScissorOutlined: 'Scissor',
  SettingOutlined: 'Setting',
  ShopOutlined: 'Shop',
  SmileOutlined: 'Sunny',
  SolutionOutlined: 'Reading',
  SoundOutlined: 'Headset',
  StarOutlined: 'Star',
  SwapOutlined: 'Switch',
  SyncOutlined: 'Refresh',
  TableOutlined: 'Grid',
  TagOutlined: 'PriceTag',
  TagsOutlined: 'CollectionTag',
  TeamOutlined: 'UserFilled',
  ThunderboltOutlined: 'Lightning',
  ToolOutlined: 'Tools',
  UnorderedListOutlined: 'List',
  UsbOutlined: 'Connection',
  UserOutlined: 'User',
  VideoCameraOutlined: 'VideoCamera',
  WarningOutlined: 'Warning',
  WifiOutlined: 'Connection',
};

/** An antd name not listed above: GFast's console gets its generic menu icon rather than nothing. */
const FALLBACK = 'ele-Menu';
const ANTD_NAME = /^[A-Z][A-Za-z]*(Outlined|Filled|TwoTone)$/;

/** The icon name GFast's console draws for a menu's icon: antd names translated, its own kept. */
export function gfastIcon(icon: string): string {
  const name = icon.trim();
  if (!ANTD_NAME.test(name)) return icon;
  const ele = ELEMENT_PLUS_ICONS[name];
  return ele ? `ele-${ele}` : FALLBACK;
}

/** The rule tree of menu/list with GFast's icon names (its menu page draws them). */
export function rulesWithGfastIcons(rules: MenuTree[]): MenuTree[] {
  return rules.map((r) => ({ ...r, icon: gfastIcon(r.icon), children: r.children && rulesWithGfastIcons(r.children) }));
}

/** The user's menu tree with GFast's icon names. */
export function withGfastIcons(menus: UserMenu[]): UserMenu[] {
  return menus.map((m) => ({
    ...m,
    meta: { ...m.meta, icon: gfastIcon(m.meta.icon) },
    children: withGfastIcons(m.children),
  }));
}

/** Whether the caller is this console, which asks for its menus with /home (`WITH_HOME`). */
export function wantsHome(req: FastifyRequest): boolean {
  const [name, value] = WITH_HOME.split('=');
  return (req.query as Record<string, unknown> | undefined)?.[name] === value;
}
