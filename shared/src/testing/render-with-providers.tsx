import { type ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from '../router';
import { App, ConfigProvider } from '../antd';
import { i18n } from '../i18n/i18n';
import { ConfirmDialogHost } from '../ui/confirm-dialog';

// antd renders slowly in jsdom on a busy machine: async queries wait longer
// than the default 1 s. (Prefer *ByText/*ByLabelText over *ByRole with a name
// in these tests: computing accessible names calls getComputedStyle, which
// jsdom answers by matching every antd CSS-in-JS rule — seconds per query.)
configure({ asyncUtilTimeout: 10_000 });

/** Shows the current URL so tests can assert what went into the search params. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderWithProvidersOptions {
  route?: string;
  /** Registers the section's i18n namespace (each remote passes its own). */
  registerTranslations?: () => void;
}

/** Renders with what a mounted section has: i18n, a fresh QueryClient (no retries), antd App and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', registerTranslations }: RenderWithProvidersOptions = {},
) {
  registerTranslations?.();
  void i18n.changeLanguage('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* No motion: dialogs and toasts appear and close at once. */}
        <ConfigProvider
          theme={{ token: { motion: false }, cssVar: { key: 'test' } }}
          wave={{ disabled: true }}
        >
          <App>
            {/* As every section root has (AppProviders): confirmations use this App's modal. */}
            <ConfirmDialogHost />
            <MemoryRouter initialEntries={[route]}>
              {ui}
              <LocationProbe />
            </MemoryRouter>
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
