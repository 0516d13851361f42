import { apiClient } from '@colophon/shared';
import { type RemotesResponse, remotesResponseSchema } from '@colophon/shared/contracts';

/**
 * The remote registry (GET remotes): which build of each section to load,
 * decided by the API at page load, never baked into the host build. Shipping
 * or rolling back a section changes the registry, not the host.
 */
export async function fetchRemotesConfig(): Promise<RemotesResponse> {
  const { data } = await apiClient.get<unknown>('remotes');
  return remotesResponseSchema.parse(data);
}
