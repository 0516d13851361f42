// The alternates of a manuscript's rounds as its editors see them: who waits
// behind which invitation, who was invited in whose place (and why), who was
// passed over (and why). Only for readers the visibility policy gives
// `alternates` (the journal's editors and administrators).
import type {
  AlternateCause,
  AlternateSkipReason,
  AlternateStatus,
  RoundAlternate,
  ReviewRound,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import * as repo from './alternates.repository';

/** Round id → its alternates, in the order of their invitations and positions. */
export async function roundAlternates(
  db: Database,
  manuscriptId: number,
): Promise<Map<number, RoundAlternate[]>> {
  const rows = await repo.alternatesOfManuscript(db, manuscriptId);
  const byRound = new Map<number, RoundAlternate[]>();
  for (const row of rows) {
    const list = byRound.get(row.round_id) ?? [];
    list.push({
      id: row.id,
      reviewer: { id: row.reviewer_id, name: row.reviewer_name },
      position: row.position,
      status: row.status as AlternateStatus,
      for_invitation_id: row.invitation_id,
      invitation_id: row.called_invitation_id,
      replaces_invitation_id: row.replaces_invitation_id,
      called_because: row.called_because as AlternateCause | null,
      skipped_because: row.skipped_because as AlternateSkipReason | null,
      updated_at: row.updated_at,
    });
    byRound.set(row.round_id, list);
  }
  return byRound;
}

/** The rounds with their alternates (`alternates` null: the reader may not see them, left out). */
export const withAlternates = (
  rounds: ReviewRound[],
  alternates: Map<number, RoundAlternate[]> | null,
): ReviewRound[] =>
  alternates === null
    ? rounds
    : // Object.assign, not a spread then a new key: a new hidden class per call on Node 20 (docs/adr/0025).
      rounds.map((round) =>
        Object.assign({}, round, { alternates: alternates.get(round.id) ?? [] }),
      );
