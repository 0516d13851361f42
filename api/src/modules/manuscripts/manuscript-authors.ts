// Author input → author rows: linked to an account by user_id, or by an
// email that belongs to one (so co-authors with accounts see the manuscript).
import type { ManuscriptAuthorInput } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { unprocessable } from '../../lib/http-errors';
import { type AuthorValues, userDetails, usersByEmails } from './manuscript-authors.repository';

/** Every `user_id` given must be an active user (422 on authors.N.user_id otherwise). */
export async function assertUsersExist(db: Database, authors: { user_id?: number | null }[]) {
  const ids = authors.map((a) => a.user_id).filter((id): id is number => typeof id === 'number');
  const found = new Set((await userDetails(db, ids)).map((u) => u.id));
  const errors: Record<string, string[]> = {};
  authors.forEach((a, i) => {
    if (typeof a.user_id === 'number' && !found.has(a.user_id)) {
      errors[`authors.${i}.user_id`] = ['The selected user does not exist.'];
    }
  });
  if (Object.keys(errors).length) {
    throw unprocessable('The selected user does not exist.', {
      authors: ['The selected user does not exist.'],
      ...errors,
    });
  }
}

export async function toAuthorValues(
  db: Database,
  authors: ManuscriptAuthorInput[],
): Promise<AuthorValues[]> {
  await assertUsersExist(db, authors);
  const byEmail = await usersByEmails(
    db,
    authors.map((a) => a.email),
  );
  return [...authors]
    .sort((a, b) => a.author_order - b.author_order)
    .map((a) => ({
      user_id: a.user_id ?? byEmail.get(a.email.toLowerCase()) ?? null,
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email.toLowerCase(),
      institution: a.institution,
      department: a.department ?? null,
      orcid: a.orcid ?? null,
      is_corresponding: a.is_corresponding,
      author_order: a.author_order,
      contribution: a.contribution ?? null,
    }));
}
