import { z } from 'zod';

/** Served by the host's own server, so remote URLs are decided at deploy time, not build time. */
export const REMOTES_CONFIG_URL = '/config/remotes.json';

const remoteDefinitionSchema = z.object({
  /** Module Federation container name, e.g. mf_journals. */
  name: z.string().min(1),
  /** The route section it serves, e.g. journals. */
  section: z.string().min(1),
  /** URL of the remote's mf-manifest.json. */
  entry: z.string().min(1),
});

const remotesConfigSchema = z.object({ remotes: z.array(remoteDefinitionSchema) });

export type RemoteDefinition = z.infer<typeof remotesConfigSchema>['remotes'][number];

/** Fetches and validates the runtime list of remotes. */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteDefinition[]> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new Error(`Could not load ${REMOTES_CONFIG_URL} (HTTP ${response.status})`);
  }
  return remotesConfigSchema.parse(await response.json()).remotes;
}
