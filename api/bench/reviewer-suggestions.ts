// `pnpm --filter api bench:suggestions` (also the first step of `pnpm bench:api`):
// seeds a fresh demo database (SQLite in memory, and PostgreSQL: the bench's
// cluster, see ./postgres.ts) and asks the reviewer finder, as the demo
// editor-in-chief through the real endpoint, for suggestions on every
// manuscript waiting for reviewers. Prints the share that gets three or more
// suggestions (and how many carry reasons from the reviewer's own profile)
// and the endpoint's time per request, and writes them to
// docs/reviewer-choice.md. Options: --databases sqlite,postgres, --no-docs.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { createDatabase, type DatabaseConfig } from '../src/db/database';
import { seedDatabase } from '../src/seed/index';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { benchDatabaseUrl, benchPostgres } from './postgres';
import {
  measureSuggestions,
  SUGGESTION_STATUSES,
  type SuggestionFigures,
} from './suggestion-coverage';
import { writeSuggestionsSection } from './suggestion-report';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    databases: { type: 'string', default: 'sqlite,postgres' },
    'no-docs': { type: 'boolean', default: false },
  },
  // `pnpm bench:api` passes the load bench's own options through: ignore them here.
  strict: false,
});
const databases = String(values.databases).split(',') as ('sqlite' | 'postgres')[];

async function measureOn(label: string, config: DatabaseConfig): Promise<SuggestionFigures> {
  const db = createDatabase(config);
  try {
    await seedDatabase(db);
    const app = await buildApp({
      db,
      config: { authRateLimitPerIp: 1e6, authRateLimitPerAccount: 1e6 },
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'editor@colophon.test', password: DEMO_PASSWORD },
      });
      const token = (login.json() as { access_token: string }).access_token;
      const figures = await measureSuggestions(app, db, token);
      console.log(`${label}: ${describe(figures)}`);
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}

/** A new, empty database each run: the freshly seeded data, whatever migrations came since. */
async function freshDatabaseUrl(serverUrl: string, name: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
  return benchDatabaseUrl(serverUrl, name);
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');
const describe = (f: SuggestionFigures) =>
  `${f.withThree} of ${f.manuscripts} manuscripts (${pct(f.withThree, f.manuscripts)}) get ≥ 3 suggestions; ` +
  `${f.withThreeFromProfile} (${pct(f.withThreeFromProfile, f.manuscripts)}) ≥ 3 matched on research areas or publications; ` +
  `${f.withoutReasons} suggestions without a reason; endpoint median ${f.medianMs} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms.`;

const pg = databases.includes('postgres') ? await benchPostgres(path.join(API_DIR, '.data')) : null;
try {
  console.log(
    `Reviewer suggestions on the seeded demo data (statuses: ${SUGGESTION_STATUSES.join(', ')})`,
  );
  const results: { label: string; figures: SuggestionFigures }[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  for (const database of databases) {
    const config: DatabaseConfig =
      database === 'sqlite'
        ? { dialect: 'sqlite', file: ':memory:' }
        : {
            dialect: 'postgres',
            url: await freshDatabaseUrl(pg!.serverUrl, 'colophon_suggestions'),
          };
    const label = database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    results.push({ label, figures: await measureOn(label, config) });
  }
  if (!values['no-docs']) {
    await writeSuggestionsSection(
      path.join(API_DIR, '../docs/reviewer-choice.md'),
      results,
      loadBefore,
    );
    console.log('Written to docs/reviewer-choice.md');
  }
} finally {
  pg?.stop();
}
