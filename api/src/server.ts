// The runner (`pnpm start` in api/, launch.mjs): one API process on HOST:PORT,
// or, with several (api-processes.ts), the first process, which starts the
// others; each of them serves (serve-api.ts, loaded only where it runs).
import { fileURLToPath } from 'node:url';
import { apiProcessCount, isWorker, runPrimary } from './api-processes';
import { databaseConfigFromEnv } from './db/database';

const port = Number(process.env.PORT || 4000);
const host = process.env.HOST || '127.0.0.1';
const dbConfig = databaseConfigFromEnv(
  process.env,
  fileURLToPath(new URL('../.data/colophon.sqlite', import.meta.url)),
);

const processes = apiProcessCount(process.env, dbConfig);
if (processes > 1 && !isWorker()) runPrimary(processes, (m) => console.error(m));
else await (await import('./serve-api')).serveApi(dbConfig, port, host);
