// Standalone: the analytics section alone, signed in against the API (pnpm --filter mf-analytics dev).
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@colophon/shared/standalone';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import { AnalyticsRoutes } from './routes';

// The dev server opens at '/': start on the section's list.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/analytics');

createRoot(document.getElementById('root')!).render(
  <StandaloneShell section="analytics" translations={{ en, ur, de }}>
    <AnalyticsRoutes />
  </StandaloneShell>,
);
