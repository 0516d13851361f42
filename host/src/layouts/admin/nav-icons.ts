// The icons a sidebar entry may name (a section's manifest gives the name):
// antd icons of the host's kit. One list, read by name in nav-items.tsx.
export {
  AppstoreOutlined,
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOutlined,
  HistoryOutlined,
  InboxOutlined,
  MailOutlined,
  SettingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@colophon/shared/antd';
