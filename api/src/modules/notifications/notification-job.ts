// The scheduled job inside the API process: sends the reminders due
// on each journal's schedule (modules/reminders) and the pending e-mail. Every
// process ticks; one runs each tick (a claim row in job_runs, updated
// conditionally), and each reminder is recorded under a unique key with its
// notification, so it is written once even if two runs overlapped.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Database } from '../../db/database';
import { claimRun } from './job-runs.repository';
import { sendDigests } from './mail-digest';
import { deliverPendingMail, type SendMail } from './mail-outbox';
import { pruneNotifications } from './notifications-retention';
import { intervalJob } from '../../lib/interval-job';

const DAY_MS = 24 * 60 * 60 * 1000;
export const NOTIFICATION_JOB = 'notifications';
/** The daily pruning of old read notifications: a claim of its own, once a day. */
export const PRUNE_JOB = 'notifications-prune';
/** The daily digest mail (mail-digest.ts): a claim of its own, once a day. */
export const DIGEST_JOB = 'notifications-digest';

export type NotificationJobOptions = {
  intervalMs: number;
  panelUrl: string;
  send: SendMail;
  /**
   * The reminders' run (modules/reminders), handed in by routes.ts: the
   * reminders notify through this module, which must not import them back.
   */
  runReminders: (db: Database, now: Date) => Promise<{ reminders: number; overdue: number }>;
  onError?: (error: unknown) => void;
};

export type TickResult =
  | { ran: false }
  | {
      ran: true;
      reminders: number;
      overdue: number;
      mailed: number;
      pruned: number | null;
      digests: number | null;
    };

export function createNotificationJob(db: Database, options: NotificationJobOptions) {
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

  /** The job's work, without the claim (tests call it to show it is idempotent). */
  async function runOnce(now = new Date()) {
    const { reminders, overdue } = await options.runReminders(db, now);
    const mailed = await deliverPendingMail(db, options.send, options.panelUrl, now);
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
    const pruned = pruneDue ? await pruneNotifications(db, now) : null;
    const digestDue = await claimRun(
      db,
      DIGEST_JOB,
      owner,
      now.toISOString(),
      new Date(now.getTime() + DAY_MS).toISOString(),
    );
    const digests = digestDue ? await sendDigests(db, options.panelUrl, now) : null;
    return { ran: true, ...done, pruned, digests };
  }

  const job = intervalJob(() => tick(), options);

  return {
    owner,
    tick,
    runOnce,
    start: job.start,
    stop: job.stop,
  };
}

export type NotificationJob = ReturnType<typeof createNotificationJob>;
