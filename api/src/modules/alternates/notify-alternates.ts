// The notices of alternates: the invited alternate gets the usual invitation
// (with its accept and decline links); the manuscript's editors, and the
// editor who named the alternates, learn who took whose place, or that the
// list is used up. Written in the caller's transaction, like every notice.
import type { Database } from '../../db/database';
import { editorsOf, type ManuscriptRef, notifyUsers } from '../notifications';

const link = (manuscriptId: number) => `/manuscripts/${manuscriptId}`;

export async function notifyAlternateInvited(
  db: Database,
  manuscript: ManuscriptRef,
  facts: {
    reviewerId: number;
    reviewer: string;
    previous: string;
    editorId: number | null;
    invitationId: number;
    dueAt: string;
  },
) {
  await notifyUsers(db, [facts.reviewerId], {
    code: 'reviewInvitation',
    params: {
      title: manuscript.title,
      due: facts.dueAt.slice(0, 10),
      invitation: facts.invitationId,
    },
    link: '/reviews',
    manuscriptId: manuscript.id,
  });
  const editors = [
    ...(await editorsOf(db, manuscript)),
    ...(facts.editorId ? [facts.editorId] : []),
  ];
  await notifyUsers(
    db,
    editors.filter((id) => id !== facts.reviewerId),
    {
      code: 'alternateInvited',
      params: { title: manuscript.title, reviewer: facts.reviewer, previous: facts.previous },
      link: link(manuscript.id),
      manuscriptId: manuscript.id,
    },
  );
}

export async function notifyAlternatesExhausted(
  db: Database,
  manuscript: ManuscriptRef,
  facts: { previous: string; editorIds: number[] },
) {
  await notifyUsers(db, [...(await editorsOf(db, manuscript)), ...facts.editorIds], {
    code: 'alternatesExhausted',
    params: { title: manuscript.title, previous: facts.previous },
    link: link(manuscript.id),
    manuscriptId: manuscript.id,
  });
}
