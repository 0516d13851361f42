// A new message tells the thread's other participants (docs/notifications.md):
// the manuscript's editors (its handling editor, else its journal's
// editors-in-chief) and every editor who wrote in the thread while they still
// edit the journal; in an author thread its authors, in a reviewer thread its
// reviewer while they still review the manuscript. The writer is not told.
// The notice carries the manuscript's title and the thread's subject, nothing
// of who wrote, so it never names anyone the policy hides.
import type { Database } from '../../db/database';
import { journalAssociateIds, journalChiefIds } from '../journals';
import { isAssignedReviewer } from '../manuscripts';
import type { ManuscriptRow } from '../manuscripts';
import { editorsOf, notifyUsers } from '../notifications';
import { manuscriptAuthorIds } from '../notifications';
import { type ThreadRow, writersAs } from './discussions.repository';

/** The panel opens the manuscript's Discussions tab on this thread. */
export const threadLink = (manuscriptId: number, threadId: number) =>
  `/manuscripts/${manuscriptId}?tab=discussions&thread=${threadId}`;

/** Editors who wrote in the thread and still edit the journal or handle the manuscript. */
async function editorsWhoWrote(db: Database, row: ManuscriptRow, thread: ThreadRow) {
  const wrote = await writersAs(db, thread.id, 'editor');
  if (wrote.length === 0) return [];
  const [chiefs, associates] = await Promise.all([
    journalChiefIds(db, row.journal_id),
    journalAssociateIds(db, row.journal_id),
  ]);
  const editing = new Set([...chiefs, ...associates, row.handling_editor_id]);
  return wrote.filter((id) => editing.has(id));
}

/** The thread's own party beside the editors: the authors, or its reviewer. */
async function partyOf(db: Database, row: ManuscriptRow, thread: ThreadRow): Promise<number[]> {
  if (thread.kind === 'author') return manuscriptAuthorIds(db, row.id, row.submitter_id);
  const reviewer = thread.reviewer_id;
  return reviewer !== null && (await isAssignedReviewer(db, row.id, reviewer)) ? [reviewer] : [];
}

export async function notifyDiscussionMessage(
  db: Database,
  writerId: number,
  row: ManuscriptRow,
  thread: ThreadRow,
) {
  const [editors, wrote, party] = await Promise.all([
    editorsOf(db, row),
    editorsWhoWrote(db, row, thread),
    partyOf(db, row, thread),
  ]);
  return notifyUsers(
    db,
    [...editors, ...wrote, ...party],
    {
      code: 'discussionMessage',
      params: { title: row.title, subject: thread.subject },
      link: threadLink(row.id, thread.id),
      manuscriptId: row.id,
    },
    writerId,
  );
}
