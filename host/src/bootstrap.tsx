import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { queryClient } from '@colophon/shared';
import { App } from './app/app';
import { boundedRetryPlugin } from './federation/bounded-retry-plugin';
import { takeOverrideParams } from './federation/qa-overrides';
import { remotesQueryOptions } from './federation/register-remotes';
import { startSessionCheck } from './session/session-check';

// Before any section loads: bounded retries of manifests and remote entries,
// and QA override parameters taken out of the address (stored, if allowed,
// once the registry is read: register-remotes.ts).
registerPlugins([boundedRetryPlugin()]);
takeOverrideParams();

// Both start before the first render: the session check gates protected
// routes, and the remotes list is usually needed right after sign-in.
void startSessionCheck();
void queryClient.prefetchQuery(remotesQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(<App />);
