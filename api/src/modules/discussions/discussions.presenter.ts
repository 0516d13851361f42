// Threads and messages as one reader receives them: every name goes through
// the reader's policy (a reviewer's name to an author, an author's to a
// double-blind reviewer are left out, never sent and hidden by the panel).
import type {
  DiscussionKind,
  DiscussionMessage,
  DiscussionPerson,
  DiscussionRole,
  DiscussionTarget,
  DiscussionThread,
} from '@colophon/shared/contracts';
import type { Policy } from '../editorial';
import type { Relation } from '../manuscripts';
import { mayClose, speakingRole } from './discussion-access';
import type { LiveInvitation, MessageListRow, ThreadListRow } from './discussions.repository';

const roleOf = (value: string): DiscussionRole =>
  value === 'author' || value === 'reviewer' ? value : 'editor';

const person = (id: number | null, name: string | null): DiscussionPerson =>
  id === null ? null : { id, name: name ?? '' };

/** The writer as the reader may know them: by name, or only by role. */
const writer = (policy: Policy, role: DiscussionRole, id: number | null, name: string | null) =>
  policy.discussionWriter({ role, user_id: id }) ? person(id, name) : null;

export function presentThread(
  row: ThreadListRow,
  relation: Relation,
  policy: Policy,
): DiscussionThread {
  const kind: DiscussionKind = row.kind === 'reviewer' ? 'reviewer' : 'author';
  const creatorRole = roleOf(row.created_by_role);
  const open = row.closed_at === null;
  const myRole = speakingRole(relation, row);
  return {
    id: row.id,
    manuscript_id: row.manuscript_id,
    kind,
    subject: row.subject,
    invitation_id: row.invitation_id,
    reviewer: policy.reviewerIdentity(row.reviewer_id)
      ? person(row.reviewer_id, row.reviewer_name)
      : null,
    round: row.round === null ? null : Number(row.round),
    created_by: writer(policy, creatorRole, row.created_by, row.creator_name),
    created_by_role: creatorRole,
    created_at: row.created_at,
    closed_at: row.closed_at,
    last_message_at: row.last_message_at,
    message_count: Number(row.message_count),
    unread: Number(row.unread),
    my_role: myRole,
    can_post: open && myRole !== null,
    can_close: mayClose(relation),
  };
}

export function presentMessage(
  row: MessageListRow,
  relation: Relation,
  policy: Policy,
): DiscussionMessage {
  const role = roleOf(row.author_role);
  return {
    id: row.id,
    thread_id: row.thread_id,
    body: row.body,
    created_at: row.created_at,
    author: writer(policy, role, row.author_id, row.author_name),
    author_role: role,
    own: row.author_id !== null && row.author_id === relation.userId,
    file:
      row.file_path === null
        ? null
        : {
            name: row.file_name ?? 'file',
            size: Number(row.file_size ?? 0),
            mime_type: row.mime_type ?? 'application/octet-stream',
          },
  };
}

/** Whom the reader may start a discussion with (invitations as the policy names their reviewers). */
export function presentTargets(
  relation: Relation,
  policy: Policy,
  invitations: LiveInvitation[],
): DiscussionTarget[] {
  const targets: DiscussionTarget[] = [];
  if (relation.editor || relation.author) {
    targets.push({ kind: 'author', invitation_id: null, reviewer: null, round: null, own: false });
  }
  let ownListed = false;
  for (const invitation of invitations) {
    const own = invitation.reviewer_id === relation.userId;
    // Editors write to any invited reviewer; a reviewer only to the editors, on
    // their own invitation (the newest, listed first).
    if (own && relation.reviewer && !relation.editor) {
      if (ownListed) continue;
      ownListed = true;
    } else if (!relation.editor) continue;
    targets.push({
      kind: 'reviewer',
      invitation_id: invitation.id,
      reviewer: policy.reviewerIdentity(invitation.reviewer_id)
        ? person(invitation.reviewer_id, invitation.reviewer_name)
        : null,
      round: Number(invitation.round),
      own,
    });
  }
  return targets;
}
