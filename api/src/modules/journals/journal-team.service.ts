// A journal's editorial team: anyone signed in reads it; administrators
// replace it whole, each member an active user holding the role the team
// role needs, nobody in both lists. The write is one transaction with its audit.
import {
  JOURNAL_TEAM_ROLES,
  type JournalTeam,
  type JournalTeamInput,
  type JournalTeamRole,
  msg,
  TEAM_ROLE_NEEDS,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import * as repo from './journal-team.repository';
import { loadJournal } from './journals.service';

/** The payload's field of each team role. */
const FIELD_OF = {
  editor_in_chief: 'editors_in_chief',
  associate_editor: 'associate_editors',
} as const satisfies Record<JournalTeamRole, keyof JournalTeamInput>;

async function teamOf(db: Database, journalId: number): Promise<JournalTeam> {
  const team = await repo.teamMembers(db, journalId);
  return {
    editors_in_chief: team.editor_in_chief,
    associate_editors: team.associate_editor,
    falls_back: team.editor_in_chief.length === 0 && team.associate_editor.length === 0,
  };
}

/** GET journals/{id}/team (404 for a missing journal). */
export async function getTeam(db: Database, journalId: number): Promise<JournalTeam> {
  await loadJournal(db, journalId);
  return teamOf(db, journalId);
}

/** Every member holds the needed role and is named once; all problems at once, at their field. */
async function assertTeam(db: Database, input: JournalTeamInput) {
  const names = await repo.namesOf(db, [
    ...new Set([...input.editors_in_chief, ...input.associate_editors]),
  ]);
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const role of JOURNAL_TEAM_ROLES) {
    const field = FIELD_OF[role];
    const ids = input[field];
    const holders = await repo.activeHolders(db, ids, TEAM_ROLE_NEEDS[role]);
    for (const id of ids) {
      const problem = seen.has(id)
        ? msg('team.twice', { name: nameOf(id) })
        : holders.has(id)
          ? null
          : msg('team.notEditor', { name: nameOf(id), role: TEAM_ROLE_NEEDS[role] });
      seen.add(id);
      if (problem) (errors[field] ??= []).push(problem);
    }
  }
  if (Object.keys(errors).length) throw unprocessable(undefined, errors);
}

/** PUT journals/{id}/team (administrators): replaces both lists. */
export async function updateTeam(
  db: Database,
  actor: AuthUser,
  journalId: number,
  input: JournalTeamInput,
): Promise<JournalTeam> {
  return db.transaction().execute(async (trx) => {
    const journal = await loadJournal(trx, journalId);
    await assertTeam(trx, input);
    const before = await teamOf(trx, journalId);
    await repo.replaceTeam(trx, journalId, input);
    const after = await teamOf(trx, journalId);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'journal',
      entityId: journalId,
      action: 'team_updated',
      before: { title: journal.title, ...before },
      after: { title: journal.title, ...after },
    });
    return after;
  });
}
