import { useEffect, useState } from 'react';
import { RouterProvider } from '@colophon/shared/router';
import { ShellProviders } from '@colophon/shared';
import { GlobalErrorBoundary } from '../components/global-error-boundary';
import { createAppRouter } from './router';
import { hideSplash } from './splash';
import './register-translations';

export function App() {
  // One router per app instance, created after the translations are registered.
  const [router] = useState(createAppRouter);
  // A directly opened panel route renders once its lazy modules are in; the
  // splash covers the page until then instead of an empty frame.
  useEffect(() => {
    const reveal = () => requestAnimationFrame(() => hideSplash());
    if (router.state.initialized) return void reveal();
    return router.subscribe((state) => {
      if (state.initialized) reveal();
    });
  }, [router]);
  return (
    <GlobalErrorBoundary>
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>
    </GlobalErrorBoundary>
  );
}
