/** A shared module as every section's build shares it (Module Federation's `shared` option). */
export interface SharedDependency {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
}
export function sharedDependencies(): Record<string, SharedDependency>;
/** What the host provides at runtime: each shared request's version and the range asked for. */
export function providedVersions(): Record<string, { version: string; requiredVersion: string }>;
export function pinnedVersion(dep: string): string;
export const SINGLETONS: ReadonlyArray<readonly [request: string, source: string]>;
export const SHARED_ENTRIES: Readonly<Record<string, string>>;
export const SHARED_ROOT: string;
