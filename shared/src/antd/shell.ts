// The shell part of the antd kit (@colophon/shared/antd): what the public
// pages, the sign-in pages and the common UI of @colophon/shared draw. The
// kit is grouped by the first screen that draws a component, for the reader;
// the host's build keeps only what a page imports, whichever part names it.
// Every export of a shared module ships to the sections whether used or not:
// name only what is rendered.

// Component paths, not the 'antd' barrel: the barrel is one module whose used
// exports are the union of both parts, so through it the shell would pull in
// every data component as well.
// What the sign-in page draws is its own entry; this part adds the rest.
export * from './first-paint';
// antd's whole Input (TextArea, Password, Search, OTP): this export takes the
// place of the first-paint part's plain one.
export { default as Input } from 'antd/es/input';
export { default as App } from 'antd/es/app';
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
// Not on the sign-in page (its ellipsis and copy tools).
export { default as Typography } from 'antd/es/typography';
export { default as Flex } from 'antd/es/flex';
export { default as Grid } from 'antd/es/grid';
export { default as Layout } from 'antd/es/layout';
export { default as Modal } from 'antd/es/modal';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Space } from 'antd/es/space';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';

// antd's locales are loaded per language by the providers (providers/antd-locale.ts).

// ── Icons of the first paint (each is its own module; only the named ones ship)
export {
  DesktopOutlined,
  EnvironmentOutlined,
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
