import { preloadPanelIfSignedIn } from './first-load/prefetch-panel';
// zod compiles parsers with `new Function` where a page allows it; its probe
// (a caught `new Function('')`, run when the first schema is created) is
// reported as a violation of the panel's CSP, which has no 'unsafe-eval'
// (ADR 0006). Parse without it: set before any module creates a schema. zod
// keeps its config on globalThis so that every copy of it shares one; this is
// what `z.config({ jitless: true })` writes.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// With a stored session, the panel's first screen downloads beside the app's first chunk.
const signedIn = preloadPanelIfSignedIn();

// Opened on the sign-in page, signed out: its own chunks download beside the
// app's, instead of once the app's router has run and asked for them (a
// second round trip).
if (!signedIn && window.location.pathname === '/login') {
  void import(/* webpackChunkName: "sign-in" */ './features/auth/login-page');
}

// The app in a chunk of its own: this entry stays a few hundred bytes, and the
// libraries the sign-in page runs are grouped with it (shared/mf/host-chunks.cjs).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
