import { useEffect } from 'react';
import { useRouteError } from '@colophon/shared/router';
import { ErrorFallback } from './error-fallback';

/**
 * The router catches render errors of route elements itself, so the global
 * boundary never sees them: this route errorElement shows the same fallback.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('ErrorBoundary caught an error', error);
  }, [error]);
  return <ErrorFallback error={error} />;
}
