// The modules the host gives the sections at runtime. Built as a federation
// container instead, the host's entry carries the runtime and its share
// negotiation: 3.1 → 36.1 KB gzip on the login page, over its 250 KB budget
// (ADR 0012).
// The host is not a federation container: it bundles React, the router, antd
// and @colophon/shared as an ordinary app, and hands these very module
// instances to the federation runtime when it creates it. A section then uses
// the host's React, store and antd, never a copy of its own.
//
// The requests are the ones every section's build shares (shared/mf/shared-modules.cjs,
// SINGLETONS and SHARED_ENTRIES); provided-shared.test.ts fails when the two
// lists differ. Versions come from the same file, through the build
// (__PROVIDED_SHARED__).
import { type init } from '@module-federation/enhanced/runtime';
import { DATA_KIT_PARTS } from '@colophon/shared/antd';
import { CONTRACT_PARTS } from '@colophon/shared/contracts';
import { yieldToMain } from './idle';

declare const __PROVIDED_SHARED__: Record<string, { version: string; requiredVersion: string }>;

/** Each shared request and how the host loads its own instance of it. */
export const PROVIDED_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => import(/* webpackChunkName: "provided" */ 'react'),
  'react/jsx-runtime': () => import(/* webpackChunkName: "provided" */ 'react/jsx-runtime'),
  'react-dom': () => import(/* webpackChunkName: "provided" */ 'react-dom'),
  'react-dom/client': () => import(/* webpackChunkName: "provided" */ 'react-dom/client'),
  '@tanstack/react-query': () => import(/* webpackChunkName: "provided" */ '@tanstack/react-query'),
  zustand: () => import(/* webpackChunkName: "provided" */ 'zustand'),
  i18next: () => import(/* webpackChunkName: "provided" */ 'i18next'),
  'react-i18next': () => import(/* webpackChunkName: "provided" */ 'react-i18next'),
  axios: () => import(/* webpackChunkName: "provided" */ 'axios'),
  'react-hook-form': () => import(/* webpackChunkName: "provided" */ 'react-hook-form'),
  '@colophon/shared': () => import(/* webpackChunkName: "provided" */ '@colophon/shared'),
  '@colophon/shared/antd': () => import(/* webpackChunkName: "provided" */ '@colophon/shared/antd'),
  '@colophon/shared/router': () =>
    import(/* webpackChunkName: "provided" */ '@colophon/shared/router'),
  '@colophon/shared/contracts': () =>
    import(/* webpackChunkName: "provided" */ '@colophon/shared/contracts'),
};

/**
 * Modules evaluated part by part, one task each, before the module itself:
 * the antd kit's data components and the contracts' schemas each took one
 * task of about 100 ms at 4× CPU; in parts, no task over 52 ms.
 */
export const LOADED_IN_PARTS: Record<
  string,
  ReadonlyArray<readonly [string, () => Promise<unknown>]>
> = {
  '@colophon/shared/antd': DATA_KIT_PARTS,
  '@colophon/shared/contracts': CONTRACT_PARTS,
};

type Shared = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * The runtime's `shared` option: every module loaded, and given as `lib` (a
 * loaded provider), so that the runtime chooses it over a section's own copy
 * of the same version, which is registered later but not loaded.
 */
export async function providedShared(
  versions: Record<string, { version: string; requiredVersion: string }> = __PROVIDED_SHARED__,
): Promise<Shared> {
  const requests = Object.keys(versions);
  const loads = requests.map((request) => {
    const load = PROVIDED_MODULES[request];
    if (!load) throw new Error(`The host does not provide the shared module ${request}`);
    return load;
  });
  // One module at a time, giving the main thread back in between: loaded
  // together, every module of the sections' libraries (antd's data components,
  // the contracts' schemas…) was evaluated in one task of about 200 ms at 4×
  // CPU, during which a click waited. Each is its own task now.
  const modules: unknown[] = [];
  for (const [index, load] of loads.entries()) {
    for (const [, part] of LOADED_IN_PARTS[requests[index]!] ?? []) {
      await yieldToMain();
      await part();
    }
    await yieldToMain();
    modules.push(await load());
  }
  return Object.fromEntries(
    requests.map((request, index) => {
      const { version, requiredVersion } = versions[request]!;
      const module = modules[index];
      return [
        request,
        { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } },
      ];
    }),
  );
}
