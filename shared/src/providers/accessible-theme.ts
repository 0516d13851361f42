import { theme } from '@colophon/shared/antd-shell';
import type { ThemeConfig } from '@colophon/shared/antd';
import { type ResolvedTheme } from '../stores/theme-store';

// antd's default palette draws several text/background pairs below WCAG AA
// (4.5:1): secondary and description text at 45 % black, #1677ff as link text
// and under white on primary buttons, the status tags' text on their tints, and
// white on the grey avatar. These tokens keep antd's look one step darker
// (lighter in the dark theme) so every pair passes; axe checks it in e2e.

const LIGHT: ThemeConfig = {
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

/** The panel's antd theme for the resolved light or dark mode. */
export function themeConfigFor(mode: ResolvedTheme): ThemeConfig {
  return mode === 'dark' ? DARK : LIGHT;
}
