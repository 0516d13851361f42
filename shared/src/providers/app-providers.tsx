// Everything a React root of the panel needs: the host's root and each
// section's parcel (a separate React root) render inside these providers.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App, ConfigProvider } from '@colophon/shared/antd-shell';
import { i18n } from '../i18n/i18n';
import { isRtl } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { queryClient } from '../query/query-client';
import { useThemeStore } from '../stores/theme-store';
import { themeConfigFor } from './accessible-theme';
import { antdLocaleFor } from './antd-locale';
import { BidiStyles } from '../ui/bidi-styles';
import { RetainedStyles } from './retained-styles';
import { ConfirmDialogHost } from '../ui/confirm-dialog';
import { TOAST_CONFIG } from '../ui/toast-placement';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the one shared QueryClient; tests may pass a fresh one. */
  client?: QueryClient;
}

export function AppProviders({ children, client = queryClient }: AppProvidersProps) {
  const resolved = useThemeStore((state) => state.resolved);
  const language = useLanguage();
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const locale = antdLocaleFor(language);
  const themeConfig = themeConfigFor(resolved, language);

  // antd's static methods (Modal.confirm in confirmDialog) render outside
  // this tree; give them the same theme, locale, direction and style cache (their styles
  // share the panel's style tags: with a cache of their own, closing one would remove them).
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (holder) => (
        <RetainedStyles>
          <ConfigProvider theme={themeConfig} locale={locale} direction={direction}>
            {holder}
          </ConfigProvider>
        </RetainedStyles>
      ),
    });
  }, [themeConfig, locale, direction]);

  return (
    <I18nextProvider i18n={i18n}>
      <RetainedStyles>
        <QueryClientProvider client={client}>
          <ConfigProvider theme={themeConfig} locale={locale} direction={direction}>
            <App notification={TOAST_CONFIG.notification} message={TOAST_CONFIG.message}>
              <BidiStyles />
              <ConfirmDialogHost />
              {children}
            </App>
          </ConfigProvider>
        </QueryClientProvider>
      </RetainedStyles>
    </I18nextProvider>
  );
}
