// A journal's correspondence settings: staff read them; administrators and
// the journal's editors-in-chief change them (a write with its audit, in one
// transaction). The schema (shared contracts) has checked each value at its field.
import { type JournalCorrespondence, msg } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { forbidden, notFound } from '../../lib/http-errors';
import { ADMIN_ROLES, hasAnyRole } from '../../lib/roles';
import type { AuthUser } from '../auth';
import { JOURNAL_NOT_FOUND, journalChiefIds } from '../journals';
import * as repo from './journal-correspondence.repository';

async function load(db: Database, journalId: number) {
  const row = await repo.findCorrespondence(db, journalId);
  if (!row) throw notFound(JOURNAL_NOT_FOUND);
  const { title, ...settings } = row;
  return { title, settings: settings satisfies JournalCorrespondence };
}

/** Administrators, and the journal's editors-in-chief (its team's, or every one when it names none). */
export async function mayEdit(db: Database, actor: AuthUser, journalId: number) {
  return (
    hasAnyRole(actor, ADMIN_ROLES) || (await journalChiefIds(db, journalId)).includes(actor.id)
  );
}

/** GET journals/{id}/correspondence (404 for a missing journal). */
export async function getCorrespondence(db: Database, actor: AuthUser, journalId: number) {
  const { settings } = await load(db, journalId);
  return { data: settings, meta: { can_edit: await mayEdit(db, actor, journalId) } };
}

/** Whether the actor may change the settings: settled before the body is validated (403 before 422). */
export async function assertMayEdit(db: Database, actor: AuthUser, journalId: number) {
  await load(db, journalId);
  if (!(await mayEdit(db, actor, journalId))) throw forbidden(msg('correspondence.notAllowed'));
}

/** PUT journals/{id}/correspondence: all six settings. */
export async function updateCorrespondence(
  db: Database,
  actor: AuthUser,
  journalId: number,
  input: JournalCorrespondence,
): Promise<JournalCorrespondence> {
  return db.transaction().execute(async (trx) => {
    const { title, settings: before } = await load(trx, journalId);
    if (!(await mayEdit(trx, actor, journalId))) throw forbidden(msg('correspondence.notAllowed'));
    // The limit of open reviews is optional on PUT: left out, it stays as it was.
    const after: JournalCorrespondence = {
      ...input,
      max_open_reviews:
        input.max_open_reviews === undefined ? before.max_open_reviews : input.max_open_reviews,
      // So is the alternates' response period.
      invitation_response_days: input.invitation_response_days ?? before.invitation_response_days,
    };
    await repo.updateCorrespondence(trx, journalId, after, nowIso());
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'journal',
      entityId: journalId,
      action: 'correspondence_updated',
      before: { title, ...before },
      after: { title, ...after },
    });
    return after;
  });
}
