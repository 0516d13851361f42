// Everything a React root of the panel needs: the host's root and each
// section's parcel (a separate React root) render inside these providers.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App, ConfigProvider } from '@colophon/shared/antd';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { BidiStyles } from '../ui/bidi-styles';
import { RetainedStyles } from './retained-styles';
import { usePanelTheme } from './use-panel-theme';
import { ConfirmDialogHost } from '../ui/confirm-dialog';
import { TOAST_CONFIG } from '../ui/toast-placement';

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to the one shared QueryClient; tests may pass a fresh one. */
  client?: QueryClient;
}

export function AppProviders({ children, client = queryClient }: AppProvidersProps) {
  const panelTheme = usePanelTheme();

  return (
    <I18nextProvider i18n={i18n}>
      <RetainedStyles>
        <QueryClientProvider client={client}>
          <ConfigProvider {...panelTheme}>
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
