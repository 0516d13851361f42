// Seeds the category tree (3 levels) and ~30 journals linked to categories.
import {
  JOURNAL_STATUSES,
  PEER_REVIEW_TYPES,
  PUBLICATION_FREQUENCIES,
  slugify,
} from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import {
  between,
  CATEGORY_TREE,
  COUNTRIES,
  INDEXES,
  JOURNAL_PREFIXES,
  JOURNAL_SUBJECTS,
  KEYWORDS,
  LANGUAGES,
  pick,
  pickSome,
  PUBLISHERS,
} from './content-data';
import type { Rng } from './rng';
import { insertReturningIds, insertRows } from './seed.repository';

/** Returns every category id and the leaves (journals link to the most specific ones). */
export async function seedCategories(db: Database, now: string) {
  const leaves: number[] = [];
  const all: number[] = [];
  const insert = async (name: string, parentId: number | null, order: number) => {
    const [id] = await insertReturningIds(db, 'categories', [
      {
        name,
        slug: slugify(name),
        description: `Research in ${name.toLowerCase()}.`,
        parent_id: parentId,
        is_active: true,
        sort_order: order,
        created_at: now,
        updated_at: now,
      },
    ]);
    all.push(id!);
    return id!;
  };
  for (const [i, [field, disciplines]] of CATEGORY_TREE.entries()) {
    const fieldId = await insert(field, null, i);
    for (const [j, [discipline, specialities]] of disciplines.entries()) {
      const disciplineId = await insert(discipline, fieldId, j);
      for (const [k, speciality] of specialities.entries()) {
        leaves.push(await insert(speciality, disciplineId, k));
      }
    }
  }
  return { all, leaves };
}

export type SeededJournal = { id: number; open: boolean };

/** ~30 journals: most active, a few inactive, under review or suspended. */
export async function seedJournals(db: Database, rng: Rng, now: string, categoryIds: number[]) {
  const journals: SeededJournal[] = [];
  for (const [i, subject] of JOURNAL_SUBJECTS.entries()) {
    const status = i < 24 ? 'active' : JOURNAL_STATUSES[(i % 3) + 1]!;
    const open = status === 'active';
    const title = `${pick(rng, JOURNAL_PREFIXES)} ${subject}`;
    const issn = `${between(rng, 1000, 9999)}-${between(rng, 100, 999)}${between(rng, 0, 9)}`;
    const [id] = await insertReturningIds(db, 'journals', [
      {
        title,
        abbreviation: title
          .split(' ')
          .filter((w) => w.length > 2)
          .map((w) => w.slice(0, 4))
          .join('. '),
        description: `A peer-reviewed journal publishing original research in ${subject.toLowerCase()}.`,
        issn,
        e_issn: rng() < 0.7 ? `${between(rng, 1000, 9999)}-${between(rng, 1000, 9999)}` : null,
        publisher: pick(rng, PUBLISHERS),
        publication_frequency: pick(rng, PUBLICATION_FREQUENCIES),
        website_url: `https://journals.colophon.test/${slugify(subject)}`,
        contact_email: `editor.${slugify(subject)}@colophon.test`,
        is_active: open,
        is_open_access: rng() < 0.4,
        is_peer_reviewed: true,
        peer_review_type: pick(rng, PEER_REVIEW_TYPES),
        status,
        country: pick(rng, COUNTRIES),
        submission_fee: rng() < 0.6 ? 0 : between(rng, 2, 30) * 10,
        publication_fee: rng() < 0.5 ? 0 : between(rng, 5, 40) * 50,
        impact_factor: Math.round(rng() * 800) / 100,
        h_index: between(rng, 5, 120),
        citation_score: Math.round(rng() * 1000) / 100,
        aims: `To advance knowledge in ${subject.toLowerCase()}.`,
        scope: `Theoretical, empirical and applied work on ${subject.toLowerCase()}.`,
        submission_guidelines:
          'Manuscripts must be original, in PDF or Word format, with a structured abstract.',
        review_policy: 'Every manuscript is reviewed by at least two independent reviewers.',
        editorial_policies: 'We follow COPE guidelines on publication ethics.',
        admin_notes: rng() < 0.3 ? 'Contract renewal due next year.' : null,
        indexing_databases: JSON.stringify(pickSome(rng, INDEXES, 1, 3)),
        subject_areas: JSON.stringify([subject]),
        keywords: JSON.stringify(pickSome(rng, KEYWORDS, 2, 4)),
        languages: JSON.stringify(rng() < 0.7 ? ['en'] : pickSome(rng, LANGUAGES, 1, 2)),
        manuscript_types: JSON.stringify([
          'research_article',
          'review_article',
          'short_communication',
        ]),
        total_issues: between(rng, 4, 200),
        acceptance_rate: between(rng, 8, 60),
        avg_review_time_days: between(rng, 20, 120),
        created_at: now,
        updated_at: now,
      },
    ]);
    journals.push({ id: id!, open });
    const links = pickSome(rng, categoryIds, 1, 3);
    await insertRows(
      db,
      'journal_categories',
      links.map((category_id) => ({ journal_id: id!, category_id })),
    );
  }
  return journals;
}
