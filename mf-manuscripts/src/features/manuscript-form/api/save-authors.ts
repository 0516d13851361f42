import { apiClient } from '@colophon/shared';
import { type ManuscriptAuthorsPayload } from '@colophon/shared/contracts';

export async function saveAuthors(id: number, payload: ManuscriptAuthorsPayload): Promise<void> {
  await apiClient.post(`manuscripts/${id}/authors`, payload);
}

/**
 * The follow-up call after a save: its failure is only logged,
 * since the manuscript and its authors are already saved by then.
 */
export async function saveAuthorsQuietly(
  id: number,
  payload: ManuscriptAuthorsPayload,
): Promise<void> {
  try {
    await saveAuthors(id, payload);
  } catch (error) {
    console.warn(`Linking the authors of MS-${id} failed`, error);
  }
}
