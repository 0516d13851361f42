// The demo's outbox: the letters the seeded history would have sent the demo
// accounts — the reviewer's invitations (with their answer links), decision
// letters and acknowledgements to the author, new submissions to the
// editor-in-chief, an assignment to the associate editor, and one account's
// e-mail verification (sensitive: the panel hides its body) — written through
// the job's own path (the notice's template in the recipient's language) and
// left `kept`, as mail is without SMTP. A new user of `pnpm start` finds them
// in /outbox and on each manuscript's Mail tab.
import type { NotificationCode, NotificationParams, RoleName } from '@colophon/shared/contracts';
import { configFromEnv } from '../config';
import type { Database } from '../db/database';
import { sendVerificationMail } from '../modules/auth/account.service';
import { enqueueMail } from '../modules/mail';
import { renderNoticeMail } from '../modules/notifications/mail-render';
import * as repo from './mail-outbox.repository';

type SeededNotice = {
  userId: number;
  code: NotificationCode;
  params: NotificationParams;
  link: string;
  manuscriptId: number;
  at: string;
};

const DECISION_CODES: Record<string, NotificationCode> = {
  request_revisions: 'revisionRequested',
  accept: 'accepted',
  reject: 'rejected',
  decline: 'rejected',
};

async function demoNotices(db: Database, demo: Record<RoleName, number>): Promise<SeededNotice[]> {
  const notices: SeededNotice[] = [];
  for (const i of await repo.invitationsOf(db, demo.reviewer, 3)) {
    notices.push({
      userId: demo.reviewer,
      code: 'reviewInvitation',
      params: { title: i.title, due: i.due_at.slice(0, 10), invitation: i.id },
      link: '/reviews',
      manuscriptId: i.manuscript_id,
      at: i.created_at,
    });
  }
  for (const d of await repo.decisionsOn(db, demo.author, 3)) {
    notices.push({
      userId: demo.author,
      code: DECISION_CODES[d.decision!]!,
      params: {
        title: d.title,
        ...(d.letter ? { letter: d.letter } : {}),
        ...(d.decision === 'decline' ? { desk: 1 } : {}),
      },
      link: `/manuscripts/${d.manuscript_id}`,
      manuscriptId: d.manuscript_id,
      at: d.created_at,
    });
  }
  const about =
    (userId: number, code: NotificationCode, at: string) => (m: { id: number; title: string }) =>
      notices.push({
        userId,
        code,
        params: { title: m.title },
        link: `/manuscripts/${m.id}`,
        manuscriptId: m.id,
        at,
      });
  for (const m of await repo.submissionsBy(db, demo.author, 2)) {
    about(demo.author, 'submissionAcknowledged', m.created_at)(m);
  }
  for (const m of await repo.submissionsTo(db, demo['editor-in-chief'], 2)) {
    about(demo['editor-in-chief'], 'submissionReceived', m.created_at)(m);
  }
  const chief = await repo.userById(db, demo['editor-in-chief']);
  if (demo['associate-editor'] && chief) {
    for (const m of await repo.handledBy(db, demo['associate-editor'], 1)) {
      notices.push({
        userId: demo['associate-editor'],
        code: 'handlingEditorAssigned',
        params: { title: m.title, editor: chief.name },
        link: `/manuscripts/${m.id}`,
        manuscriptId: m.id,
        at: m.updated_at,
      });
    }
  }
  return notices.sort((a, b) => a.at.localeCompare(b.at));
}

/** Seeds the demo outbox; returns how many mails it holds. */
export async function seedMailOutbox(db: Database, demo: Record<RoleName, number>) {
  const config = configFromEnv();
  const panelUrl = config.appUrl;
  let count = 0;
  for (const notice of await demoNotices(db, demo)) {
    const user = await repo.userById(db, notice.userId);
    if (!user) continue;
    const mail = await renderNoticeMail(
      db,
      {
        code: notice.code,
        params: JSON.stringify(notice.params),
        link: notice.link,
        manuscript_id: notice.manuscriptId,
        user_id: user.id,
        name: user.name,
        locale: user.locale,
      },
      panelUrl,
    );
    const id = await enqueueMail(db, {
      to: user.email,
      userId: user.id,
      manuscriptId: notice.manuscriptId,
      templateKey: mail.templateKey,
      locale: user.locale ?? 'en',
      subject: mail.subject,
      body: mail.body,
      queuedAt: notice.at,
    });
    await repo.markKept(db, id, notice.at);
    count += 1;
  }
  const unverified = await repo.newestUnverified(db);
  if (unverified) {
    await sendVerificationMail(db, unverified, config);
    await repo.markKept(db, await repo.lastMailId(db), unverified.created_at);
    count += 1;
  }
  return count;
}
