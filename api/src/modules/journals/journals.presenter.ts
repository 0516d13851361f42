// Journal rows → the API shape (lists parsed, booleans read, internal notes for staff only).
import type { Journal } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList, toBool } from '../../db/portable';
import { categoriesOfJournals, type JournalRow } from './journals.repository';
import { type TagRef, tagsOf } from '../tags';

type CategoryRef = { id: number; name: string; slug: string };

export function toJournal(
  row: JournalRow,
  categories: CategoryRef[],
  staff: boolean,
  tags: TagRef[] = [],
): Journal {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    abbreviation: row.abbreviation,
    description: row.description,
    issn: row.issn,
    e_issn: row.e_issn,
    publisher: row.publisher,
    publication_frequency: row.publication_frequency,
    website_url: row.website_url,
    contact_email: row.contact_email,
    is_active: toBool(row.is_active),
    is_open_access: toBool(row.is_open_access),
    is_peer_reviewed: toBool(row.is_peer_reviewed),
    peer_review_type: row.peer_review_type,
    share_reviews_with_reviewers: toBool(row.share_reviews_with_reviewers),
    status: row.status,
    country: row.country,
    logo_url: row.logo_url,
    cover_image_url: row.cover_image_url,
    cover_image: row.cover_image,
    submission_fee: row.submission_fee,
    publication_fee: row.publication_fee,
    impact_factor: row.impact_factor,
    h_index: row.h_index,
    citation_score: row.citation_score,
    aims: row.aims,
    scope: row.scope,
    submission_guidelines: row.submission_guidelines,
    review_policy: row.review_policy,
    editorial_policies: row.editorial_policies,
    admin_notes: staff ? row.admin_notes : null,
    indexing_databases: parseJsonList(row.indexing_databases),
    subject_areas: parseJsonList(row.subject_areas),
    keywords: parseJsonList(row.keywords),
    languages: parseJsonList(row.languages),
    manuscript_types: parseJsonList(row.manuscript_types),
    categories,
    category_ids: categories.map((c) => c.id),
    tags,
    manuscripts_count: row.manuscripts_count,
    total_manuscripts: row.manuscripts_count,
    total_issues: row.total_issues,
    acceptance_rate: row.acceptance_rate,
    avg_review_time_days: row.avg_review_time_days,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Presents a page of journals with one query for all their categories. */
export async function presentJournals(
  db: Database,
  rows: JournalRow[],
  staff: boolean,
): Promise<Journal[]> {
  const ids = rows.map((r) => r.id);
  const [links, tags] = await Promise.all([
    categoriesOfJournals(db, ids),
    tagsOf(db, 'journal', ids),
  ]);
  const byJournal = new Map<number, CategoryRef[]>();
  for (const { journal_id, ...category } of links) {
    const list = byJournal.get(journal_id) ?? [];
    list.push(category);
    byJournal.set(journal_id, list);
  }
  return rows.map((row) => toJournal(row, byJournal.get(row.id) ?? [], staff, tags.get(row.id)));
}

export async function presentJournal(db: Database, row: JournalRow, staff: boolean) {
  const [journal] = await presentJournals(db, [row], staff);
  return journal!;
}
