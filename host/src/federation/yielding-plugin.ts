// A Module Federation runtime plugin that gives the main thread back between
// the steps of loading a section (issue 19, ADR 0012).
//
// Once a section's remote entry has loaded, the runtime initialises the
// container (its shared modules matched against the host's), gets the exposed
// module (its chunks' shared modules matched too) and runs its factory, all in
// promise turns of the script's load event: one task of 55–75 ms at 4× CPU per
// section during idle preloading, during which a click waited. Each step now
// starts in a task of its own, after any input that is waiting.
import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../app/idle';

export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colophon-yielding',
    beforeInitRemote: () => yieldToMain(),
    beforeGetExpose: () => yieldToMain(),
    beforeExecuteFactory: () => yieldToMain(),
  };
}
