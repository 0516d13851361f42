// Session writes across API processes on one PostgreSQL database. Each
// process keeps one connection LISTENing; it is counted in pg_stat_activity
// (by its application_name) once it listens. A process whose commit changed
// session rows NOTIFYs with the commit, and does not answer its request until
// every counted listener has acknowledged: each clears its kept sessions and
// then NOTIFYs an ack. So a request sent after a sign-out's answer finds no
// process still holding the session. A listener that does not acknowledge
// within ACK_TIMEOUT_MS (a frozen process) is waited for no longer, and
// logged. While a process's own connection is down it keeps nothing.
import crypto from 'node:crypto';
import pg from 'pg';
import type { WriteSignal } from './write-signal';

const RECONNECT_MS = 1_000;
const ACK_TIMEOUT_MS = 2_000;

export type SessionListener = {
  /** Opens the listening connection (once; the session cache and the first change call it). */
  start(): void;
  /** Sends a change's notification on `client` (inside its transaction, or alone); returns its id. */
  announce(client: pg.ClientBase): Promise<string>;
  /** After the change committed: waits for every listening process's acknowledgement. */
  awaitAcks(client: pg.ClientBase, id: string): Promise<void>;
  close(): Promise<void>;
};

type Scope = { changes: string; acks: string; name: string };

/** Channels and name of one schema's processes (test schemas share a database). */
function scopeOf(searchPath: string | undefined): Scope {
  const key = (searchPath ?? 'public')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  return {
    changes: `colophon_sessions_${key}`,
    acks: `colophon_session_acks_${key}`,
    name: `colophon-sessions:${key}`,
  };
}

export function sessionListener(
  connection: { connectionString: string; options?: string },
  searchPath: string | undefined,
  signal: WriteSignal,
  log: (message: string) => void = (message) => console.warn(message),
): SessionListener {
  const scope = scopeOf(searchPath);
  const prefix = crypto.randomBytes(6).toString('hex');
  let sequence = 0;
  /** Acks received per announced id of this process, and who waits for them. */
  const acks = new Map<string, { count: number; wake: () => void }>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let ready: Promise<void>;
  let becameReady = () => {};
  const resetReady = () => {
    ready = new Promise((resolve) => (becameReady = resolve));
  };
  resetReady();

  const distrust = () => {
    if (signal.trusted) resetReady();
    signal.trusted = false;
    signal.changed();
  };

  const onNotification = (message: pg.Notification) => {
    const id = message.payload ?? '';
    if (message.channel === scope.changes) {
      signal.changed();
      client?.query('select pg_notify($1, $2)', [scope.acks, id]).catch(() => {});
    } else if (message.channel === scope.acks) {
      const entry = acks.get(id);
      if (entry) {
        entry.count += 1;
        entry.wake();
      }
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(connection);
    client = next;
    next.on('notification', onNotification);
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${scope.changes}`);
      await next.query(`listen ${scope.acks}`);
      // Counted by writers only from here: it hears every change committed after this.
      await next.query(`set application_name = '${scope.name}'`);
      if (closed || client !== next) return;
      // Whatever was kept before may be stale.
      signal.changed();
      signal.trusted = true;
      becameReady();
    } catch {
      lost(next);
    }
  };

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    distrust();
    client = null;
    failed.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
  };

  const within = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

  let started = false;
  const start = () => {
    if (started || closed) return;
    started = true;
    void connect();
  };

  return {
    start,
    async announce(writer) {
      start();
      // Acks are heard on this process's own connection: it must listen before the change is sent.
      await within(ready, ACK_TIMEOUT_MS);
      sequence += 1;
      const id = `${prefix}:${sequence}`;
      acks.set(id, { count: 0, wake: () => {} });
      await writer.query('select pg_notify($1, $2)', [scope.changes, id]);
      return id;
    },
    async awaitAcks(writer, id) {
      const entry = acks.get(id)!;
      try {
        const { rows } = await writer.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
          [scope.name],
        );
        const needed = rows[0]?.n ?? 0;
        const deadline = Date.now() + ACK_TIMEOUT_MS;
        while (entry.count < needed && Date.now() < deadline) {
          await within(new Promise<void>((wake) => (entry.wake = wake)), deadline - Date.now());
        }
        if (entry.count < needed) {
          log(`session change ${id}: ${entry.count} of ${needed} API processes acknowledged`);
        }
      } finally {
        acks.delete(id);
      }
    },
    async close() {
      closed = true;
      signal.trusted = false;
      if (retry) clearTimeout(retry);
      retry = null;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
