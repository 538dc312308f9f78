// Icons a menu can name (antd icon component names). A curated set keeps the bundle small; the
// icon picker offers exactly these, and an unknown name falls back to a neutral icon.
import {
  AimOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AlertOutlined,
  AuditOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BlockOutlined, BookOutlined, BranchesOutlined,
  BugOutlined, BuildOutlined, CalendarOutlined, CameraOutlined, CheckSquareOutlined, ClockCircleOutlined,
  CloudOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined, ColumnWidthOutlined, ControlOutlined,
  CopyOutlined, DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, DragOutlined,
  EditOutlined, EnvironmentOutlined, ExperimentOutlined, ExportOutlined, EyeOutlined, FieldNumberOutlined,
  FileImageOutlined, FileOutlined, FileSearchOutlined, FileTextOutlined, FilterOutlined, FireOutlined,
  FlagOutlined, FolderOutlined, FormOutlined, FundOutlined, GatewayOutlined, GlobalOutlined, GoldOutlined,
  HddOutlined, HeartOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, KeyOutlined, LayoutOutlined,
  LineChartOutlined, LinkOutlined, LockOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined,
  MonitorOutlined, NodeIndexOutlined, NotificationOutlined, OrderedListOutlined, PartitionOutlined,
  PicCenterOutlined, PictureOutlined, PieChartOutlined, PlusSquareOutlined, PrinterOutlined, ProfileOutlined,
  ProjectOutlined, QrcodeOutlined, RadarChartOutlined, RiseOutlined, RobotOutlined, RocketOutlined,
  SafetyOutlined, ScissorOutlined, SettingOutlined, ShopOutlined, SmileOutlined, SolutionOutlined,
  SoundOutlined, StarOutlined, SwapOutlined, SyncOutlined, TableOutlined, TagOutlined, TagsOutlined,
  TeamOutlined, ThunderboltOutlined, ToolOutlined, UnorderedListOutlined, UsbOutlined, UserOutlined,
  VideoCameraOutlined, WarningOutlined, WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const iconRegistry: Record<string, ComponentType> = {
  AimOutlined, ApartmentOutlined, ApiOutlined, AppstoreAddOutlined, AppstoreOutlined, AlertOutlined,
  AuditOutlined, BarChartOutlined, BarsOutlined, BellOutlined, BlockOutlined, BookOutlined, BranchesOutlined,
  BugOutlined, BuildOutlined, CalendarOutlined, CameraOutlined, CheckSquareOutlined, ClockCircleOutlined,
  CloudOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined, ColumnWidthOutlined, ControlOutlined,
  CopyOutlined, DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, DragOutlined,
  EditOutlined, EnvironmentOutlined, ExperimentOutlined, ExportOutlined, EyeOutlined, FieldNumberOutlined,
  FileImageOutlined, FileOutlined, FileSearchOutlined, FileTextOutlined, FilterOutlined, FireOutlined,
  FlagOutlined, FolderOutlined, FormOutlined, FundOutlined, GatewayOutlined, GlobalOutlined, GoldOutlined,
  HddOutlined, HeartOutlined, HomeOutlined, IdcardOutlined, InboxOutlined, KeyOutlined, LayoutOutlined,
  LineChartOutlined, LinkOutlined, LockOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined,
  MonitorOutlined, NodeIndexOutlined, NotificationOutlined, OrderedListOutlined, PartitionOutlined,
  PicCenterOutlined, PictureOutlined, PieChartOutlined, PlusSquareOutlined, PrinterOutlined, ProfileOutlined,
  ProjectOutlined, QrcodeOutlined, RadarChartOutlined, RiseOutlined, RobotOutlined, RocketOutlined,
  SafetyOutlined, ScissorOutlined, SettingOutlined, ShopOutlined, SmileOutlined, SolutionOutlined,
  SoundOutlined, StarOutlined, SwapOutlined, SyncOutlined, TableOutlined, TagOutlined, TagsOutlined,
  TeamOutlined, ThunderboltOutlined, ToolOutlined, UnorderedListOutlined, UsbOutlined, UserOutlined,
  VideoCameraOutlined, WarningOutlined, WifiOutlined,
};

export const iconNames = Object.keys(iconRegistry).sort();
