// Calling the next alternate reviewer (they are named with an invitation:
// ./name-alternates). When an invitation is declined, or not answered within
// the journal's response period (the job: ./replace-unanswered), the next
// waiting alternate behind it (or behind the invitation it was itself made
// for) is invited; one who can no longer be (an author, invited already in
// the round, declined before, no longer a reviewer) is passed over with the
// reason. The editors are told who was invited, or that no alternate is left.
import {
  type AlternateCause,
  type AlternateSkipReason,
  LIVE_INVITATION_STATUSES,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { writeAudit } from '../../lib/audit.repository';
import { userNames } from '../manuscripts';
import { reviewerUserIds } from '../manuscripts';
import { authorUserIds } from '../reviewer-choice';
import * as invitations from './alternate-invitations.repository';
import * as repo from './alternates.repository';
import { notifyAlternateInvited, notifyAlternatesExhausted } from './notify-alternates';

const DAY_MS = 86_400_000;
const LIVE: readonly string[] = LIVE_INVITATION_STATUSES;

/** The alternates waiting for `invitationId`: its own list first, then the list it was called from. */
async function chainOf(db: Database, invitationId: number) {
  const from = await repo.calledFor(db, invitationId);
  const lists = from ? [invitationId, from.invitation_id] : [invitationId];
  const rows = await repo.alternatesBehind(db, lists);
  const own = rows.filter((r) => r.invitation_id === invitationId);
  const inherited = rows.filter((r) => r.invitation_id !== invitationId);
  return { rows, waiting: [...own, ...inherited].filter((r) => r.status === 'waiting') };
}

async function skipReason(
  db: Database,
  alternate: repo.AlternateRow,
  authors: Set<number>,
): Promise<{ reason: AlternateSkipReason } | { reuse: number | null }> {
  if (!(await reviewerUserIds(db, [alternate.reviewer_id])).has(alternate.reviewer_id))
    return { reason: 'notReviewer' };
  if (authors.has(alternate.reviewer_id)) return { reason: 'author' };
  const existing = await invitations.invitationInRound(
    db,
    alternate.round_id,
    alternate.reviewer_id,
  );
  if (!existing) return { reuse: null };
  if (LIVE.includes(existing.status)) return { reason: 'alreadyInvited' };
  if (existing.status === 'declined') return { reason: 'declined' };
  // Cancelled by an editor earlier in the round: that invitation is sent again.
  return { reuse: existing.id };
}

export type CallOutcome =
  /** An alternate was invited (their invitation's id). */
  | { kind: 'invited'; invitationId: number }
  /** Alternates were named, none is left to invite: the editors were told. */
  | { kind: 'exhausted' }
  /** No alternate was ever named for this invitation. */
  | { kind: 'none' }
  /** Another process is moving this list right now: it does the work. */
  | { kind: 'taken' };

/**
 * Inside the transaction that declined `trigger` (or found it unanswered):
 * invites the next alternate behind it, or tells the editors none is left.
 */
export async function callNextAlternate(
  db: Database,
  trigger: invitations.InvitationFacts,
  cause: AlternateCause,
  now = new Date(),
  options: {
    /** Runs once an alternate is sure to be invited (the job withdraws the unanswered invitation then). */
    beforeInvite?: () => Promise<void>;
    /**
     * The job: an alternate claimed meanwhile, or nothing waiting any more,
     * means another process is doing this very work (undo, no second notice).
     */
    onlyIfWaiting?: boolean;
  } = {},
): Promise<CallOutcome> {
  const { rows, waiting } = await chainOf(db, trigger.id);
  if (rows.length === 0) return { kind: 'none' };
  if (options.onlyIfWaiting && waiting.length === 0) return { kind: 'taken' };
  const at = now.toISOString();
  const manuscript = await repo.manuscriptRef(db, trigger.manuscript_id);
  const authors = await authorUserIds(db, trigger.manuscript_id);
  for (const alternate of waiting) {
    const check = await skipReason(db, alternate, authors);
    if ('reason' in check) {
      const moved = await repo.claim(db, alternate.id, {
        status: 'skipped',
        skipped_because: check.reason,
        updated_at: at,
      });
      if (!moved && options.onlyIfWaiting) return { kind: 'taken' };
      continue;
    }
    const moved = await repo.claim(db, alternate.id, {
      status: 'invited',
      called_because: cause,
      replaces_invitation_id: trigger.id,
      updated_at: at,
    });
    // Claimed meanwhile by another decline of the list: the next one stands in for this one.
    if (!moved) {
      if (options.onlyIfWaiting) return { kind: 'taken' };
      continue;
    }
    await options.beforeInvite?.();
    const day = new Date(now.getTime() + alternate.review_days * DAY_MS).toISOString().slice(0, 10);
    const dueAt = `${day}T23:59:59.999Z`;
    const invitationId = await invitations.inviteAlternate(
      db,
      {
        round_id: alternate.round_id,
        manuscript_id: alternate.manuscript_id,
        reviewer_id: alternate.reviewer_id,
        invited_by: alternate.added_by,
        due_at: dueAt,
        at,
      },
      check.reuse,
    );
    await repo.setCalledInvitation(db, alternate.id, invitationId);
    await invitations.ensureAssignment(
      db,
      alternate.manuscript_id,
      alternate.reviewer_id,
      alternate.added_by,
      at,
    );
    const names = await userNames(db, [trigger.reviewer_id, alternate.reviewer_id]);
    await notifyAlternateInvited(db, manuscript, {
      reviewerId: alternate.reviewer_id,
      reviewer: names.get(alternate.reviewer_id)?.name ?? '',
      previous: names.get(trigger.reviewer_id)?.name ?? '',
      editorId: alternate.added_by,
      invitationId,
      dueAt,
    });
    await writeAudit(db, {
      actorId: null,
      entity: 'manuscript',
      entityId: alternate.manuscript_id,
      action: 'alternate_invited',
      after: {
        invitation_id: invitationId,
        reviewer_id: alternate.reviewer_id,
        replaces_invitation_id: trigger.id,
        cause,
        due_at: dueAt,
      },
    });
    return { kind: 'invited', invitationId };
  }
  const previous = (await userNames(db, [trigger.reviewer_id])).get(trigger.reviewer_id);
  await notifyAlternatesExhausted(db, manuscript, {
    previous: previous?.name ?? '',
    editorIds: rows.map((a) => a.added_by).filter((id): id is number => id !== null),
  });
  return { kind: 'exhausted' };
}
