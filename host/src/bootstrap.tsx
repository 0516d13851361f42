import { createRoot } from 'react-dom/client';
import { i18nReady } from '@colophon/shared/shell';
import { App } from './app/app';
import { takeOverrideParams } from './federation/qa-overrides';
import { startSessionCheck } from './session/session-check';

// QA override parameters are taken out of the address before the router reads
// it (stored, if allowed, once the registry is read: register-remotes.ts).
takeOverrideParams();

// Starts before the first render: the session check gates protected routes.
void startSessionCheck();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// An Urdu or German visitor's first paint waits for that language's texts
// (English is bundled: no wait).
void i18nReady().then(() => createRoot(container).render(<App />));

// The login page needs no section (issue 19): the panel reads the remotes list
// after its first paint (federation/start-federation.ts), and the federation
// runtime is created by the first section that loads or preloads
// (federation/federation-runtime.ts).
