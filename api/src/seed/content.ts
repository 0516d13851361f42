// Seeds the content: a 3-level category tree, ~30 journals and manuscripts
// across every status (500 for the demo; `scale` N > 500 makes N, fast).
import type { Faker } from '@faker-js/faker';
import { sql } from 'kysely';
import type { RoleName } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { dialectName } from '../db/portable';
import { recountManuscripts } from '../modules/journals/journals.repository';
import { storageConfigFromEnv, type StorageConfig } from '../modules/manuscripts/file-storage';
import { seedCategories, seedJournals } from './content-journals';
import { type Person, seedManuscripts } from './content-manuscripts';
import { createProgress } from './progress';
import type { Rng } from './rng';

export const DEMO_MANUSCRIPTS = 500;

export type ContentSeedOptions = {
  userIds: number[];
  usersByRole: Record<RoleName, number[]>;
  demoUserIds: Record<RoleName, number>;
  /** 1 is the demo set; N > 500 seeds N manuscripts. */
  scale?: number;
  rng: Rng;
  /** Accepted for symmetry with the core seed; rows are generated from `rng`. */
  faker?: Faker;
  storage?: StorageConfig;
  /** Progress output (default stderr). */
  stream?: NodeJS.WriteStream;
};

async function people(db: Database, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function seedContent(db: Database, options: ContentSeedOptions) {
  const { usersByRole, demoUserIds, rng, scale = 1 } = options;
  const storage = options.storage ?? storageConfigFromEnv();
  const now = new Date().toISOString();
  const categories = await seedCategories(db, now);
  const journals = await seedJournals(db, rng, now, categories.leaves);

  const submitters = await people(db, [
    ...new Set([...usersByRole.author, ...usersByRole.reviewer]),
  ]);
  if (submitters.length === 0) throw new Error('The content seed needs at least one author.');
  const editors = [...usersByRole['editor-in-chief'], ...usersByRole['associate-editor']];
  const count = Math.max(DEMO_MANUSCRIPTS, Math.floor(scale));
  const first = await db
    .selectFrom('manuscripts')
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirst();
  const progress = createProgress('manuscripts', count, options.stream);
  await seedManuscripts(
    db,
    {
      rng,
      now: Date.now(),
      journalIds: journals.map((j) => j.id),
      submitters,
      demoAuthor: submitters.find((p) => p.id === demoUserIds.author),
      reviewers: usersByRole.reviewer,
      demoReviewer: demoUserIds.reviewer,
      editors: editors.length ? editors : submitters.map((p) => p.id),
      storage,
    },
    { count, firstId: Number(first?.max ?? 0) + 1, ownFileCount: DEMO_MANUSCRIPTS, progress },
  );
  progress.done();
  await recountManuscripts(db);
  // Fresh statistics (and PostgreSQL's visibility map) so the planner uses the indexes well.
  await sql`${sql.raw(dialectName(db) === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
  return { journals: journals.length, categories: categories.all.length, manuscripts: count };
}
