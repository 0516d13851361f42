// Standalone: the categories section alone, signed in against the API (pnpm --filter mf-categories dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared';
import { registerCategoriesTranslations } from './i18n';
import { CategoriesRoutes } from './routes';

registerCategoriesTranslations();

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/categories');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="categories">
    <CategoriesRoutes />
  </StandaloneShell>,
);
