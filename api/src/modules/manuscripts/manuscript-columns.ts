// The manuscript columns a query selects, in one place for the repositories.

/** Every column but PostgreSQL's search document. */
export const COLUMNS = [
  'm.id',
  'm.journal_id',
  'm.submitter_id',
  'm.title',
  'm.abstract',
  'm.keywords',
  'm.manuscript_type',
  'm.doi',
  'm.status',
  'm.version',
  'm.submission_date',
  'm.submission_notes',
  'm.handling_editor_id',
  'm.revision_due_at',
  'm.published_at',
  'm.created_at',
  'm.updated_at',
] as const;
