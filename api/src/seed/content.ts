// Seeds the content: a 3-level category tree, ~30 journals (most with an
// editorial team) and manuscripts across every status (500 for the demo; `scale` N > 500 makes N, fast).
import type { Faker } from '@faker-js/faker';
import type { RoleName } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { recountManuscripts } from '../modules/journals/journals.repository';
import { storageConfigFromEnv, type StorageConfig } from '../modules/manuscripts/file-storage';
import { seedCategories, seedJournals } from './content-journals';
import { type Person, seedManuscripts } from './content-manuscripts';
import { seedPeerReview } from './content-peer-review';
import { seedScaleReview } from './content-scale-review';
import { seedTagLinks } from './content-tags';
import { seedTeams } from './content-teams';
import { createProgress } from './progress';
import {
  analyzeDatabase,
  firstActs,
  maxManuscriptId,
  registeredBy,
  usersByIds,
} from './seed.repository';
import { createRng, type Rng } from './rng';

export const DEMO_MANUSCRIPTS = 500;
/** The peer-review seed's own random stream (the manuscript rows do not move). */
const PEER_REVIEW_SEED = 14;
/** When the seeded journals were founded: before the manuscripts' two years. */
const FOUNDED_DAYS_AGO = 3 * 365;

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

export async function seedContent(db: Database, options: ContentSeedOptions) {
  const { usersByRole, demoUserIds, rng, scale = 1 } = options;
  const storage = options.storage ?? storageConfigFromEnv();
  // The journals and their teams exist before the two years of manuscripts they hold.
  const founded = new Date(Date.now() - FOUNDED_DAYS_AGO * 86_400_000).toISOString();
  const categories = await seedCategories(db, founded);
  const journals = await seedJournals(db, rng, founded, categories.leaves);
  await seedTeams(db, {
    demoChief: demoUserIds['editor-in-chief'],
    demoAssociate: demoUserIds['associate-editor'],
    chiefs: usersByRole['editor-in-chief'],
    associates: usersByRole['associate-editor'],
    now: founded,
  });

  const submitters: Person[] = await usersByIds(db, [
    ...new Set([...usersByRole.author, ...usersByRole.reviewer]),
  ]);
  if (submitters.length === 0) throw new Error('The content seed needs at least one author.');
  const editors = [...usersByRole['editor-in-chief'], ...usersByRole['associate-editor']];
  const count = Math.max(DEMO_MANUSCRIPTS, Math.floor(scale));
  const firstId = (await maxManuscriptId(db)) + 1;
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
    { count, firstId, ownFileCount: DEMO_MANUSCRIPTS, progress },
  );
  progress.done();
  // Rounds, invitations, decisions and recommendations for the demo range.
  await db.transaction().execute((trx) =>
    seedPeerReview(trx, {
      rng: createRng(PEER_REVIEW_SEED),
      now: Date.now(),
      fromId: firstId,
      toId: firstId + DEMO_MANUSCRIPTS - 1,
      chief: demoUserIds['editor-in-chief'],
      associate: demoUserIds['associate-editor'],
      demoReviewer: demoUserIds.reviewer,
      reviewers: usersByRole.reviewer,
    }),
  );
  await seedScaleReview(db, firstId + DEMO_MANUSCRIPTS, firstId + count - 1, options.stream);
  await seedTagLinks(db, { from: firstId, to: firstId + DEMO_MANUSCRIPTS - 1 });
  // Nobody acted before their account existed: such accounts date from a month before.
  for (const { user_id, at } of await firstActs(db))
    await registeredBy(db, user_id, new Date(Date.parse(at) - 30 * 86_400_000).toISOString());
  await recountManuscripts(db);
  await analyzeDatabase(db);
  return { journals: journals.length, categories: categories.all.length, manuscripts: count };
}
