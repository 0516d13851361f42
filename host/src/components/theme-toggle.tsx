import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DesktopOutlined, MoonOutlined, SunOutlined } from '@colophon/shared/antd';
import { useThemeStore } from '@colophon/shared';

type ThemeMode = 'system' | 'light' | 'dark';

/** The order the toggle walks through (matches the theme store's cycle()). */
const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };

const ICONS: Record<ThemeMode, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
};

/** Cycles system → light → dark; its label names the current mode and the next one. */
export function ThemeToggle() {
  const { t } = useTranslation('host');
  const mode = useThemeStore((state) => state.mode);
  const cycle = useThemeStore((state) => state.cycle);
  const label = t('theme.toggle', {
    mode: t(`theme.modes.${mode}`),
    next: t(`theme.modes.${NEXT_MODE[mode]}`),
  });
  return (
    <Button
      type="text"
      shape="circle"
      icon={ICONS[mode]}
      aria-label={label}
      title={label}
      onClick={() => cycle()}
    />
  );
}
