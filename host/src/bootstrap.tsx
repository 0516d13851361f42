import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@colophon/shared';
import { App } from './app/app';
import { panelStylesReady } from './first-load/panel-styles';
import { takeOverrideParams } from './federation/qa-overrides';
import { startSectionHealth } from './health/start-section-health';
import { startSessionCheck } from './session/session-check';

// QA override parameters are taken out of the address before the router reads
// it (stored, if allowed, once the registry is read: register-remotes.ts).
takeOverrideParams();

// Starts before the first render: the session check gates protected routes.
void startSessionCheck();

// Listens from the start; its collector loads when the page is idle (health/).
startSectionHealth();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// An Urdu or German visitor's first paint waits for that language's texts
// (English is bundled: no wait); a page opened signed in waits for the panel's
// antd stylesheet (first-load/panel-styles.ts). The first render is a transition:
// React renders it in slices that give the main thread back every few
// milliseconds instead of in one long task, so input is never kept waiting.
void Promise.all([i18nReady(), panelStylesReady()]).then(() => {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
});

// The login page needs no section: the panel reads the remotes list
// after its first paint (federation/start-federation.ts), and the federation
// runtime is created by the first section that loads or preloads
// (federation/federation-runtime.ts).
