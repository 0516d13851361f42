// The panel part of the antd kit: what the signed-in frame (sidebar, top bar,
// user menu) and the dashboard render beyond the shell, and the icons of the
// signed-in screens. Part of @colophon/shared/antd (see shell.ts for why the
// kit is in parts).

// Component paths, not the 'antd' barrel (see shell.ts).
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Menu } from 'antd/es/menu';
export { default as Progress } from 'antd/es/progress';
export { default as Statistic } from 'antd/es/statistic';

// Icons of the signed-in screens.
export {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  FilterOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  HolderOutlined,
  HomeOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MinusCircleOutlined,
  MoreOutlined,
  PlusOutlined,
  SaveOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StarOutlined,
  UndoOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
