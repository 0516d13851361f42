// Standalone: the users section alone, signed in against the API (pnpm --filter mf-users dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared/standalone';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import { UsersRoutes } from './routes';

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/users');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="users" translations={{ en, ur, de }}>
    <UsersRoutes />
  </StandaloneShell>,
);
