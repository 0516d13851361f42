// The values of a bare draft manuscript, for tests that insert rows straight
// into the table (no authors, files or history).
export function draftManuscriptRow(journalId: number, submitterId: number, title: string) {
  const now = new Date().toISOString();
  return {
    journal_id: journalId,
    submitter_id: submitterId,
    title,
    abstract: 'An abstract.',
    keywords: '[]',
    manuscript_type: 'research_article',
    status: 'draft',
    version: 1,
    created_at: now,
    updated_at: now,
  };
}
