import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@colophon/shared';
import { GlobalErrorBoundary } from '../components/global-error-boundary';
import { createAppRouter } from './router';
import './register-translations';

export function App() {
  // One router per app instance, created after the translations are registered.
  const [router] = useState(createAppRouter);
  return (
    <GlobalErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </GlobalErrorBoundary>
  );
}
