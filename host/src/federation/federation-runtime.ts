// The one Module Federation runtime instance of the panel, created when a
// section is first loaded or preloaded (ADR 0012, fifth step). The host is
// built without the federation plugin: the runtime, the modules it provides
// and its set-up are a chunk of their own, which the login page never loads.
import { type ModuleFederation } from '@module-federation/enhanced/runtime';

let instance: Promise<ModuleFederation> | undefined;

/** The runtime instance, created on first use (once per page). */
export function federation(): Promise<ModuleFederation> {
  if (!instance) {
    instance = createFederation();
    // A failed creation (its chunk did not load) is not kept: the next use tries again.
    instance.catch(() => (instance = undefined));
  }
  return instance;
}

async function createFederation(): Promise<ModuleFederation> {
  const [{ init }, runtimeCore, { providedShared }, { boundedRetryPlugin }] = await Promise.all([
    import('@module-federation/enhanced/runtime'),
    import('@module-federation/runtime-tools/runtime-core'),
    import('../first-load/provided-shared'),
    import('./bounded-retry-plugin'),
  ]);
  // Section builds leave the runtime core out (experiments.externalRuntime):
  // their remote entries read this one.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  return init({
    name: 'host',
    remotes: [],
    shared: await providedShared(),
    // A provider that is loaded (the host's) wins over a section's own copy.
    shareStrategy: 'loaded-first',
    plugins: [boundedRetryPlugin()],
  });
}
