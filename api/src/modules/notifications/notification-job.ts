// The scheduled job inside the API process (issue 15): reminds reviewers two
// days before an invitation is due, tells them when it is overdue, and sends
// the pending e-mail. Every process ticks; one runs each tick (a claim row in
// job_runs, updated conditionally), and each reminder carries a dedupe key
// unique per user, so it is written once even if two runs overlapped.
import crypto from 'node:crypto';
import os from 'node:os';
import { REVIEW_REMINDER_DAYS } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { claimRun } from './job-runs.repository';
import { deliverPendingMail, type SendMail } from './mail-outbox';
import { pruneNotifications } from './notifications-retention';
import { notifyUsers } from './notify';
import { invitationsDue, reminderKey } from './reminders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const NOTIFICATION_JOB = 'notifications';
/** The daily pruning of old read notifications: a claim of its own, once a day. */
export const PRUNE_JOB = 'notifications-prune';

export type NotificationJobOptions = {
  intervalMs: number;
  panelUrl: string;
  send: SendMail;
  onError?: (error: unknown) => void;
};

export type TickResult =
  | { ran: false }
  | { ran: true; reminders: number; overdue: number; mailed: number; pruned: number | null };

async function remind(db: Database, kind: 'reviewReminder' | 'reviewOverdue', now: Date) {
  const iso = now.toISOString();
  const due =
    kind === 'reviewReminder'
      ? await invitationsDue(
          db,
          kind,
          iso,
          new Date(now.getTime() + REVIEW_REMINDER_DAYS * DAY_MS).toISOString(),
        )
      : await invitationsDue(db, kind, null, iso);
  let written = 0;
  for (const invitation of due) {
    written += await notifyUsers(db, [invitation.reviewer_id], {
      code: kind,
      params: { title: invitation.title, due: invitation.due_at.slice(0, 10) },
      link: '/reviews',
      manuscriptId: invitation.manuscript_id,
      dedupeKey: reminderKey(kind, invitation.id, invitation.due_at),
    });
  }
  return written;
}

export function createNotificationJob(db: Database, options: NotificationJobOptions) {
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** The job's work, without the claim (tests call it to show it is idempotent). */
  async function runOnce(now = new Date()) {
    const reminders = await remind(db, 'reviewReminder', now);
    const overdue = await remind(db, 'reviewOverdue', now);
    const mailed = await deliverPendingMail(db, options.send, options.panelUrl);
    return { reminders, overdue, mailed };
  }

  /** One tick: runs the job when this process wins the claim of the period. */
  async function tick(now = new Date()): Promise<TickResult> {
    // The next claim opens a little before the next tick, so timer jitter never skips a period.
    const next = new Date(now.getTime() + Math.floor(options.intervalMs * 0.9));
    const claimed = await claimRun(
      db,
      NOTIFICATION_JOB,
      owner,
      now.toISOString(),
      next.toISOString(),
    );
    if (!claimed) return { ran: false };
    const done = await runOnce(now);
    const pruneDue = await claimRun(
      db,
      PRUNE_JOB,
      owner,
      now.toISOString(),
      new Date(now.getTime() + DAY_MS).toISOString(),
    );
    return { ran: true, ...done, pruned: pruneDue ? await pruneNotifications(db, now) : null };
  }

  const safeTick = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };

  return {
    owner,
    tick,
    runOnce,
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(safeTick, options.intervalMs);
      timer.unref();
      safeTick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type NotificationJob = ReturnType<typeof createNotificationJob>;
