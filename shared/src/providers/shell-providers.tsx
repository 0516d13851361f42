// The providers of a first paint (the login and public pages): i18n and
// antd's theme, locale and direction. No QueryClient and no antd App (toasts,
// dialogs): the panel adds them with PanelProviders, so react-query and antd's
// notification and modal code stay off the login page.
// AppProviders (every section's root) is both.
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider, theme } from '@colophon/shared/antd';
import { i18n } from '../i18n/i18n';
import { BidiStyles } from '../ui/bidi-styles';
import { RetainedStyles } from './retained-styles';
import { usePanelTheme } from './use-panel-theme';

export interface ShellProvidersProps {
  children: ReactNode;
}

/** What antd's App gives the panel's text outside components: the theme's font and colour. */
function ShellText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

export function ShellProviders({ children }: ShellProvidersProps) {
  const panelTheme = usePanelTheme();

  return (
    <I18nextProvider i18n={i18n}>
      <RetainedStyles>
        <ConfigProvider {...panelTheme}>
          <BidiStyles />
          <ShellText>{children}</ShellText>
        </ConfigProvider>
      </RetainedStyles>
    </I18nextProvider>
  );
}
