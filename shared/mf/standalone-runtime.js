// The Module Federation runtime core for a section's standalone page.
//
// Section builds leave the runtime core to the host (experiments.externalRuntime:
// one copy in the panel instead of one per remote entry, see ADR 0004) and read
// it from this global. Inside the panel the host sets it; a section opened on
// its own (pnpm --filter mf-<name> dev, or its production origin) loads this
// script first instead.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
