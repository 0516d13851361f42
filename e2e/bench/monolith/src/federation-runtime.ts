// Monolith stand-in for the host's src/federation/federation-runtime.ts (see
// ../rspack.config.cjs): a build without Module Federation has no runtime to
// create. Nothing calls it: ./load-section.ts replaces the host's only caller.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';

export function federation(): Promise<ModuleFederation> {
  return Promise.reject(new Error('The monolith build has no federation runtime'));
}
