// Standalone: the journals section alone, signed in against the API (pnpm --filter mf-journals dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared';
import { registerJournalsTranslations } from './i18n';
import { JournalsRoutes } from './routes';

registerJournalsTranslations();

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/journals');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="journals">
    <JournalsRoutes />
  </StandaloneShell>,
);
