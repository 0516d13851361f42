import { theme } from '@colophon/shared/antd';
import type { ThemeConfig } from '@colophon/shared/antd';
import { type ResolvedTheme } from '../stores/theme-store';
import { URDU_FONT_FAMILY } from '../i18n/urdu-font';

// antd's default palette draws several text/background pairs below WCAG AA
// (4.5:1): secondary and description text at 45 % black, #1677ff as link text
// and under white on primary buttons, the status tags' text on their tints, and
// white on the grey avatar. These tokens keep antd's look one step darker
// (lighter in the dark theme) so every pair passes; axe checks it in e2e.

// Each theme names its CSS variables' scope. antd's default is a React id per
// ConfigProvider, and every section is a React root mounted again on each
// visit: each visit made a new scope, so the theme's tokens and every
// component's variables were computed and injected again. One name
// per theme lets the host and every section share them.
const LIGHT: ThemeConfig = {
  cssVar: { key: 'colophon-light' },
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorSuccess: '#237804',
    colorWarning: '#874d00',
    colorError: '#cf1322',
    // Darker seeds would derive darker tints: keep antd's light backgrounds.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
  components: { Avatar: { colorTextPlaceholder: '#595959' } },
};

const DARK: ThemeConfig = {
  cssVar: { key: 'colophon-dark' },
  algorithm: theme.darkAlgorithm,
  token: {
    // Buttons keep a deep blue under white text; links need a lighter blue on dark grey.
    colorPrimary: '#1668dc',
    colorLink: '#4096ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextDescription: 'rgba(255, 255, 255, 0.7)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  },
};

// antd's default font stack with the Urdu web font first: its faces cover the
// Arabic script only, so Latin text in an Urdu page keeps the usual fonts.
const URDU_FONT_STACK = `'${URDU_FONT_FAMILY}', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`;

const withUrduFont = (config: ThemeConfig): ThemeConfig => ({
  ...config,
  cssVar: { key: `${config.cssVar?.key ?? 'colophon'}-ur` },
  token: { ...config.token, fontFamily: URDU_FONT_STACK },
});
const URDU = { light: withUrduFont(LIGHT), dark: withUrduFont(DARK) };

/** The panel's antd theme for the resolved light or dark mode (Urdu: in Nastaliq). */
export function themeConfigFor(mode: ResolvedTheme, language?: string): ThemeConfig {
  if (language === 'ur') return URDU[mode];
  return mode === 'dark' ? DARK : LIGHT;
}
