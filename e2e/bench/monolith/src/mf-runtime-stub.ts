// Monolith stand-in for '@module-federation/enhanced/runtime' (see
// ../rspack.config.cjs): the host's bootstrap and remote registry call
// these, and in a build without Module Federation they have nothing to do.
// loadRemote has no stand-in: ./load-section.ts replaces its only caller.

export function registerPlugins(_plugins: unknown[]): void {}

export function registerRemotes(_remotes: unknown[], _options?: unknown): void {}
