// Standalone: the manuscripts section alone, signed in against the API (pnpm --filter mf-manuscripts dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared';
import { registerManuscriptsTranslations } from './i18n';
import { ManuscriptsRoutes } from './routes';

registerManuscriptsTranslations();

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/manuscripts');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="manuscripts">
    <ManuscriptsRoutes />
  </StandaloneShell>,
);
