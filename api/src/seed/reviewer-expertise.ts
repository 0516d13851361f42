// Gives the seeded reviewers the profiles of working researchers: research
// areas and publication titles on the subjects the seeded manuscripts are
// about (the core seed's faker text says nothing a reviewer finder could
// match). Runs after the core seed and draws nothing from its faker stream,
// so every other seeded row stays as it was.
import type { Database } from '../db/database';
import { REVIEWER_EXPERTISE } from './reviewer-expertise-data';
import * as repo from './reviewer-expertise.repository';

export async function seedReviewerExpertise(db: Database, reviewerIds: number[], now: Date) {
  const year = now.getUTCFullYear();
  for (const [i, userId] of reviewerIds.entries()) {
    const expertise = REVIEWER_EXPERTISE[i % REVIEWER_EXPERTISE.length]!;
    await repo.setResearchAreas(db, userId, expertise.areas, expertise.department);
    // Their publications take the new titles: rows short of them are added, the faker text beyond removed.
    const ids = await repo.publicationIdsOf(db, userId);
    const extra: Parameters<typeof repo.insertPublications>[1] = [];
    for (const [k, title] of expertise.publications.entries()) {
      const id = ids[k];
      if (id !== undefined) await repo.retitlePublication(db, id, title);
      else
        extra.push({
          user_id: userId,
          title,
          publication_year: year - 1 - ((i + k) % 12),
          created_at: now.toISOString(),
        });
    }
    await repo.insertPublications(db, extra);
    await repo.deletePublications(db, ids.slice(expertise.publications.length));
  }
}
