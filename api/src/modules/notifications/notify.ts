// What the other modules call, inside their own transactions, when something
// happens that someone must be told about (docs/notifications.md).
// Each call works out the recipients and writes one notification per
// recipient (as their preferences say: mail-notices.ts); the e-mail goes out
// afterwards from the outbox (mail-outbox.ts).
// Who "the editors" of a manuscript are: its handling editor when it has one,
// else its journal's editors-in-chief (the journal's team, or every
// editor-in-chief when the team names none). The one who acted is never told.
import type { NotificationCode, NotificationParams } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { type NoticeInput, writeNoticeGroups } from './mail-notices';
import { journalChiefIds } from '../journals';
import { activeUserIds, manuscriptAuthorIds, roundReviewerIds } from './recipients.repository';

type Actor = { id: number; name: string };

/** The manuscript columns the notifications read. */
export type ManuscriptRef = {
  id: number;
  title: string;
  submitter_id: number;
  handling_editor_id: number | null;
  journal_id: number;
};

const manuscriptLink = (id: number) => `/manuscripts/${id}`;
/** Reviewers answer invitations and write reviews from their assignments. */
const REVIEWS_LINK = '/reviews';

/** A notice and whom it goes to; `except` (the one who acted) is left out, null: nobody. */
type Send = { recipients: number[]; notice: NoticeInput; except: number | null };

/**
 * Writes each notice to its recipients once (active users, not the one left
 * out), all together: one read of who is active, then one write of each kind
 * of row, in the bell and by e-mail as each recipient's preferences say
 * (mail-notices.ts).
 */
async function notifyGroups(db: Database, sends: Send[]) {
  const groups = sends.map(({ recipients, notice, except }) => ({
    notice,
    userIds: [...new Set(recipients)].filter((id) => id !== except),
  }));
  const active = await activeUserIds(db, [...new Set(groups.flatMap((g) => g.userIds))]);
  return writeNoticeGroups(
    db,
    groups.map(({ notice, userIds }) => ({
      notice,
      userIds: userIds.filter((id) => active.has(id)),
    })),
  );
}

/** Writes `code` to each recipient once (active users, not the actor). */
export const notifyUsers = (
  db: Database,
  recipients: number[],
  notice: NoticeInput,
  actorId: number | null = null,
) => notifyGroups(db, [{ recipients, notice, except: actorId }]);

/** The handling editor when there is one, else the journal's editors-in-chief. */
export async function editorsOf(db: Database, manuscript: ManuscriptRef): Promise<number[]> {
  return manuscript.handling_editor_id !== null
    ? [manuscript.handling_editor_id]
    : journalChiefIds(db, manuscript.journal_id);
}

/** A notice about the manuscript, linked to it, with its title among the params. */
const manuscriptNotice = (
  manuscript: ManuscriptRef,
  code: NotificationCode,
  params: NotificationParams = {},
): NoticeInput => ({
  code,
  params: { title: manuscript.title, ...params },
  link: manuscriptLink(manuscript.id),
  manuscriptId: manuscript.id,
});

/** A notice about the manuscript to `recipients`, the actor left out. */
const aboutManuscript = (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  recipients: number[],
  code: NotificationCode,
  params: NotificationParams = {},
) => notifyUsers(db, recipients, manuscriptNotice(manuscript, code, params), actor.id);

const toEditors = async (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  code: NotificationCode,
  params: NotificationParams = {},
) => aboutManuscript(db, actor, manuscript, await editorsOf(db, manuscript), code, params);

/** What an author is told of each decision. */
const DECISION_CODES: Partial<Record<string, NotificationCode>> = {
  send_to_review: 'sentToReview',
  request_revisions: 'revisionRequested',
  accept: 'accepted',
  reject: 'rejected',
  decline: 'rejected',
  publish: 'published',
};

/**
 * A status change (manuscript-workflow.service's changeStatus): a decision
 * goes to the authors (with its letter); a submission to the editors.
 */
export async function notifyStatusChanged(
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  to: string,
  decision: string | null | undefined,
  letter: string | null | undefined,
  /** What the decision says besides its letter: `kind` and `due` of revisions, `desk` (1) of a desk decline. */
  terms: NotificationParams = {},
) {
  if (to === 'submitted') return notifySubmitted(db, actor, manuscript);
  const code = decision ? DECISION_CODES[decision] : undefined;
  if (!code) return 0;
  const authors = await manuscriptAuthorIds(db, manuscript.id, manuscript.submitter_id);
  const letterParam: NotificationParams = letter?.trim() ? { letter: letter.trim() } : {};
  return notifyUsers(
    db,
    authors,
    manuscriptNotice(manuscript, code, { ...terms, ...letterParam }),
    actor.id,
  );
}

/**
 * A manuscript submitted (created with submit, or draft → submitted): its
 * journal's editors-in-chief, who assign it, and its authors, whose receipt
 * is acknowledged.
 */
export async function notifySubmitted(db: Database, actor: Actor, manuscript: ManuscriptRef) {
  return notifyGroups(db, [
    {
      recipients: await journalChiefIds(db, manuscript.journal_id),
      notice: manuscriptNotice(manuscript, 'submissionReceived'),
      except: actor.id,
    },
    {
      // The authors' acknowledgement: the submitter too, though they acted (it answers their act).
      recipients: await manuscriptAuthorIds(db, manuscript.id, manuscript.submitter_id),
      notice: manuscriptNotice(manuscript, 'submissionAcknowledged'),
      except: null,
    },
  ]);
}

/** A new file version of a manuscript past its draft. */
export const notifyRevisionUploaded = (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef & { status: string },
  version: number,
) =>
  manuscript.status === 'draft'
    ? Promise.resolve(0)
    : toEditors(db, actor, manuscript, 'revisionUploaded', { version });

/**
 * A reviewer invited (or invited again) with a due date; `invitation` (its id)
 * lets the e-mail carry accept and decline links.
 */
export const notifyInvited = (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  reviewerId: number,
  dueAt: string,
  invitationId: number,
) =>
  notifyUsers(
    db,
    [reviewerId],
    {
      code: 'reviewInvitation',
      params: { title: manuscript.title, due: dueAt.slice(0, 10), invitation: invitationId },
      link: REVIEWS_LINK,
      manuscriptId: manuscript.id,
    },
    actor.id,
  );

/** The reviewer (the actor) accepted or declined. */
export const notifyInvitationAnswered = (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  answer: 'accepted' | 'declined',
) =>
  toEditors(
    db,
    actor,
    manuscript,
    answer === 'accepted' ? 'invitationAccepted' : 'invitationDeclined',
    { reviewer: actor.name },
  );

/** The reviewer (the actor) submitted a review. */
export const notifyReviewSubmitted = (db: Database, actor: Actor, manuscript: ManuscriptRef) =>
  toEditors(db, actor, manuscript, 'reviewSubmitted', { reviewer: actor.name });

/**
 * The handling editor (the actor) recorded a recommendation: it is addressed
 * to the journal's editors-in-chief, who decide.
 */
export const notifyRecommendation = async (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  recommendation: string,
) =>
  aboutManuscript(
    db,
    actor,
    manuscript,
    await journalChiefIds(db, manuscript.journal_id),
    'recommendationRecorded',
    { editor: actor.name, recommendation },
  );

/** The editor-in-chief (the actor) named `userId` the manuscript's handling editor. */
export const notifyHandlingEditorAssigned = (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  userId: number,
) =>
  aboutManuscript(db, actor, manuscript, [userId], 'handlingEditorAssigned', {
    editor: actor.name,
  });

/**
 * A decision closed review round `roundId`: each reviewer who completed a
 * review in it is thanked and told the decision — only the decision, never
 * the letter or the other reviews.
 */
export const notifyRoundDecided = async (
  db: Database,
  actor: Actor,
  manuscript: ManuscriptRef,
  roundId: number,
  decision: string,
) =>
  aboutManuscript(db, actor, manuscript, await roundReviewerIds(db, roundId), 'reviewOutcome', {
    decision,
  });
