import { FullScreenSpinner, PanelProviders, useAuthStore } from '@colophon/shared';
import { AdminLayout } from '../layouts/admin/admin-layout';
import { PublicLayout } from '../layouts/public/public-layout';
import { useSessionChecked } from '../session/session-check';

/** For pages open to everyone but framed by the panel when signed in (the not-found page). */
export function AdaptiveLayout() {
  const checked = useSessionChecked();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!checked) return <FullScreenSpinner />;
  return isAuthenticated ? (
    <PanelProviders>
      <AdminLayout />
    </PanelProviders>
  ) : (
    <PublicLayout />
  );
}
