// Standalone: the users section alone, signed in against the API (pnpm --filter mf-users dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared';
import { registerUsersTranslations } from './i18n';
import { UsersRoutes } from './routes';

registerUsersTranslations();

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/users');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="users">
    <UsersRoutes />
  </StandaloneShell>,
);
