// @colophon/shared/antd-shell: the part of the antd kit the first paint needs
// (providers, public pages, sign-in and the common UI of @colophon/shared).
// The login page loads only this part; the panel's menus, tables, trees and
// the other data components arrive with the first signed-in screen.
// Every export of a shared module ships whether used or not: name only what
// is rendered.

// Component paths, not the 'antd' barrel: the barrel is one module whose used
// exports are the union of both parts, so through it the shell would pull in
// every data component as well.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Modal } from 'antd/es/modal';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';

// ── Locales of the supported languages (en, ur, de) ─────────────────────────
export { default as enUS } from 'antd/locale/en_US';
export { default as urPK } from 'antd/locale/ur_PK';
export { default as deDE } from 'antd/locale/de_DE';

// ── Icons of the first paint (each is its own module; only the named ones ship)
export {
  ArrowLeftOutlined,
  BookOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  MoonOutlined,
  PhoneOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
  SunOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
