// @colophon/shared/antd-first-paint: the antd the sign-in page renders, and no
// more. A shared module keeps every export, so the shell part
// (antd/shell.ts: Card with its Tabs, Modal, notification, Menu, Drawer,
// Dropdown, Collapse, …) cost the login page 57 KB it never drew. The shell
// part re-exports this one, so both are the same antd modules.
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Form } from 'antd/es/form';
// The plain input: the sign-in page draws no TextArea, Search, OTP or Password
// (the shell part exports antd's whole Input, with those as its statics).
export { default as Input } from 'antd/es/input/Input';
export { default as Spin } from 'antd/es/spin';
export { default as theme } from 'antd/es/theme';
// antd's CSS-in-JS style cache, for the cache every React root shares
// (providers/retained-styles.tsx). From here, so that it stays in antd's chunk:
// imported from elsewhere, it became a chunk (and a request) of its own.
export { createCache, StyleProvider } from '@ant-design/cssinjs';

export {
  ArrowLeftOutlined,
  BookOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
