import { createRoot } from 'react-dom/client';
import { queryClient } from '@colophon/shared';
import { App } from './app/app';
import { hideSplash } from './app/splash';
import { remotesQueryOptions } from './federation/register-remotes';
import { startSessionCheck } from './session/session-check';

// Both start before the first render: the session check gates protected
// routes, and the remotes list is usually needed right after sign-in.
void startSessionCheck();
void queryClient.prefetchQuery(remotesQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(<App />);
requestAnimationFrame(() => hideSplash());
