import { type ManuscriptSummary } from '@colophon/shared/contracts';

/** A manuscript as the list endpoints send it, with the given fields changed. */
export function manuscriptFixture(
  id: number,
  title: string,
  overrides: Partial<ManuscriptSummary> = {},
): ManuscriptSummary {
  return {
    id,
    title,
    abstract: `Abstract of ${title}`,
    keywords: [],
    tags: [],
    manuscript_type: 'research_article',
    journal_id: 4,
    journal: { id: 4, title: 'Journal of Optics', name: 'Journal of Optics' },
    doi: null,
    status: 'under_review',
    version: 2,
    submission_date: '2026-03-05T12:00:00.000Z',
    submission_notes: null,
    submitter: null,
    corresponding_author: null,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
