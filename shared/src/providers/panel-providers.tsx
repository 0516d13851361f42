// What the signed-in panel adds inside ShellProviders: the one QueryClient,
// antd's App (toasts and dialogs that read the theme, language and direction)
// and the confirm dialogs' access to it. The host renders it around its panel
// routes; a section's root gets all of it through AppProviders.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { App } from '@colophon/shared/antd';
import { queryClient } from '../query/query-client';
import { ConfirmDialogHost } from '../ui/confirm-dialog';
import { TOAST_CONFIG } from '../ui/toast-placement';

export function PanelProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <App notification={TOAST_CONFIG.notification} message={TOAST_CONFIG.message}>
        <ConfirmDialogHost />
        {children}
      </App>
    </QueryClientProvider>
  );
}
