// The first-paint part of the antd kit (@colophon/shared/antd): what the
// sign-in page renders. The shell part re-exports it.
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Form } from 'antd/es/form';
// The plain input, for the sign-in form: antd's whole Input (the shell part's
// `Input`) carries TextArea, Search, OTP and Password as its statics, which
// that page does not draw.
export { default as PlainInput } from 'antd/es/input/Input';
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
