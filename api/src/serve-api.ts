// One API process: opens the database, migrates, seeds an empty database
// (unless SEED=false), listens on HOST:PORT and shuts down gracefully.
import { isWorker } from './api-processes';
import { buildApp } from './app';
import { createDatabase, type DatabaseConfig } from './db/database';
import { setMailLogger } from './lib/mailer';
import { demoCredentialsText } from './seed/demo-accounts';
import { prepareDatabase } from './seed/index';

/** Serves the API on `host`:`port` until SIGINT or SIGTERM (or, in a worker, its first process's end). */
export async function serveApi(dbConfig: DatabaseConfig, port: number, host: string) {
  const db = createDatabase(dbConfig);
  // Migrate and seed under the start-up lock: processes starting together do it once.
  const { seeded } = await prepareDatabase(db, {
    seed: process.env.SEED !== 'false',
    scale: Number(process.env.SEED_SCALE || 1),
    log: (m) => console.error(m),
  });
  if (seeded) console.error(demoCredentialsText());

  const app = await buildApp({
    db,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    serverOptions: {
      connectionTimeout: 30_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 10_000,
      forceCloseConnections: 'idle',
    },
  });
  setMailLogger(app.log);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed with -9) stops too, and frees the port.
  if (isWorker()) process.on('disconnect', () => void shutdown('the primary process ended'));

  try {
    await app.listen({ port, host });
    const where = dbConfig.dialect === 'sqlite' ? dbConfig.file : 'PostgreSQL (DATABASE_URL)';
    console.log(
      `Colophon API listening on http://${host}:${port}/api/v1 (docs: http://${host}:${port}/api/docs) — database: ${where}`,
    );
  } catch (error) {
    app.log.error(error);
    await db.destroy();
    process.exit(1);
  }
}
