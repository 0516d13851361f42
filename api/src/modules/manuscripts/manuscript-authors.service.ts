// POST manuscripts/{id}/authors: adds authors or updates the matching ones
// (by user_id, else email) and keeps at least one corresponding author.
import {
  MANUSCRIPT_MESSAGES,
  type ManuscriptAuthor,
  type ManuscriptAuthorsPayload,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso, toBool } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import type { ManuscriptContext } from './manuscript-access';
import { assertUsersExist } from './manuscript-authors';
import * as people from './manuscript-authors.repository';
import { presentManuscript } from './manuscripts.presenter';
import * as repo from './manuscripts.repository';
import { assertAuthorMayEdit } from './manuscripts.service';

/** Adds or updates authors (matched by user_id, else by email); one must stay corresponding. */
export async function upsertAuthors(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  payload: ManuscriptAuthorsPayload,
): Promise<ManuscriptAuthor[]> {
  assertAuthorMayEdit(context);
  const { row } = context;
  return db.transaction().execute(async (trx) => {
    await assertUsersExist(trx, payload.authors);
    const users = new Map(
      (
        await people.userDetails(
          trx,
          payload.authors.flatMap((a) => (a.user_id ? [a.user_id] : [])),
        )
      ).map((u) => [u.id, u]),
    );
    const existing = await people.authorsOf(trx, row.id);
    const before = existing.map((a) => ({ ...a }));
    const inserts: people.AuthorValues[] = [];
    for (const author of payload.authors) {
      const user = author.user_id ? users.get(author.user_id) : undefined;
      const [first, ...rest] = (user?.name ?? '').split(' ');
      const email = (author.email ?? user?.email ?? '').toLowerCase();
      const values: people.AuthorValues = {
        user_id: user?.id ?? null,
        first_name: author.first_name ?? user?.first_name ?? first ?? '',
        last_name: author.last_name ?? user?.last_name ?? rest.join(' '),
        email,
        institution: author.institution ?? user?.institution ?? null,
        department: author.department ?? user?.department ?? null,
        orcid: author.orcid ?? user?.orcid ?? null,
        is_corresponding: author.is_corresponding,
        author_order: author.author_order,
        contribution: author.contribution ?? null,
      };
      const match = existing.find((a) =>
        user ? a.user_id === user.id : a.email.toLowerCase() === email,
      );
      if (match) await people.updateAuthor(trx, match.id, values);
      else inserts.push(values);
    }
    if (inserts.length) {
      const byEmail = await people.usersByEmails(
        trx,
        inserts.filter((a) => !a.user_id).map((a) => a.email),
      );
      await people.insertAuthors(
        trx,
        row.id,
        inserts.map((a) => ({ ...a, user_id: a.user_id ?? byEmail.get(a.email) ?? null })),
      );
    }
    const authors = await people.authorsOf(trx, row.id);
    if (!authors.some((a) => toBool(a.is_corresponding))) {
      throw unprocessable(MANUSCRIPT_MESSAGES.correspondingRequired, {
        authors: [MANUSCRIPT_MESSAGES.correspondingRequired],
      });
    }
    await repo.updateManuscriptRow(trx, row.id, { updated_at: nowIso() });
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'authors_updated',
      before,
      after: authors,
    });
    const presented = await presentManuscript(
      trx,
      actor,
      (await repo.findManuscriptById(trx, row.id))!,
      context.relation,
    );
    return presented.authors;
  });
}
