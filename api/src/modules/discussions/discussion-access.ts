// Who may see, write in, start and close discussions. Seeing a thread (and
// whose names it shows) is the visibility policy's (editorial/visibility.ts);
// writing follows from the reader's relation to the manuscript: the editors of
// the manuscript's journal write in every thread, its authors in the author
// threads, a reviewer in their own thread. Administrators read, as they read
// everything, and take no part. A thread the reader may not see answers 404,
// as the manuscript guard does for a manuscript.
import type { FastifyRequest } from 'fastify';
import { DISCUSSION_MESSAGES as D, type DiscussionRole } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { Policy } from '../editorial';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { parsePathId } from '../../lib/route-kit';
import { canView, relationTo, type Relation } from '../manuscripts';
import { policyForContext } from '../manuscripts';
import { findManuscriptById, type ManuscriptRow } from '../manuscripts';
import { findThread, type ThreadRow } from './discussions.repository';

/** The facts of a thread the policy reads. */
export const threadFacts = (thread: Pick<ThreadRow, 'kind' | 'reviewer_id'>) => ({
  kind: thread.kind === 'reviewer' ? ('reviewer' as const) : ('author' as const),
  reviewer_id: thread.reviewer_id,
});

/** What the reader writes in the thread as, or null: they take no part in it. */
export function speakingRole(
  relation: Relation,
  thread: Pick<ThreadRow, 'kind' | 'reviewer_id'>,
): DiscussionRole | null {
  if (thread.kind === 'author') {
    if (relation.editor) return 'editor';
    return relation.author ? 'author' : null;
  }
  if (relation.reviewer && thread.reviewer_id === relation.userId) return 'reviewer';
  return relation.editor ? 'editor' : null;
}

/** Closing and reopening: the manuscript's editors. */
export const mayClose = (relation: Relation) => relation.editor;

/** May start some discussion: an editor, an author, or a reviewer of the manuscript. */
export const mayStartAny = (relation: Relation) =>
  relation.editor || relation.author || relation.reviewer;

export type ThreadContext = {
  thread: ThreadRow;
  row: ManuscriptRow;
  relation: Relation;
  policy: Policy;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `threadGuard` on routes addressed by a discussion `:id`. */
    discussion: ThreadContext;
  }
}

/** The thread `id` as `actor` may read it: 404 when it, or its manuscript, is not theirs to see. */
export async function threadFor(
  db: Database,
  actor: FastifyRequest['user'],
  id: number | null,
): Promise<ThreadContext> {
  const thread = id === null ? undefined : await findThread(db, id);
  const row = thread && (await findManuscriptById(db, thread.manuscript_id));
  if (!thread || !row) throw notFound(D.notFound);
  const relation = await relationTo(db, actor, row);
  if (!canView(relation)) throw notFound(D.notFound);
  const policy = await policyForContext(db, { row, relation });
  if (!policy.discussion(threadFacts(thread))) throw notFound(D.notFound);
  return { thread, row, relation, policy };
}

/**
 * Guards a route addressed by a discussion `:id` (before the body is read):
 * `post` also needs the reader to take part in the open thread; `close` an editor.
 */
export function threadGuard(db: Database, action: 'read' | 'post' | 'close') {
  return async function guardThread(request: FastifyRequest) {
    const params = request.params as { id?: unknown };
    const context = await threadFor(db, request.user, parsePathId(params.id));
    if (action === 'post') {
      if (!speakingRole(context.relation, context.thread)) throw forbidden();
      if (context.thread.closed_at !== null) throw conflict(D.closed);
    }
    if (action === 'close' && !mayClose(context.relation)) throw forbidden();
    request.discussion = context;
  };
}
