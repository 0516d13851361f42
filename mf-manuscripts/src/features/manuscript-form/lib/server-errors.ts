// A 422 from the API → messages on the form's fields. The API reports nested
// fields both under their first-level name and dotted (`authors.0.email`),
// and names the order `author_order` where the form says `order`.
import { MANUSCRIPT_FILE_FIELD } from '../../../lib/upload';

/** First-level fields of the form that a server message can land on. */
const FORM_FIELDS = new Set([
  'title',
  'abstract',
  'journal_id',
  'keywords',
  'manuscript_type',
  'doi',
  'submission_notes',
]);
const AUTHOR_FIELDS = new Set([
  'first_name',
  'last_name',
  'email',
  'institution',
  'department',
  'orcid',
  'is_corresponding',
  'order',
  'contribution',
]);
const AUTHOR_PATH = /^authors\.(\d+)\.([a-z_]+)$/;
/** A field of a suggested or excluded reviewer: `excluded_reviewers.0.reason`. */
const PREFERENCE_PATH = /^(suggested_reviewers|excluded_reviewers)\.(\d+)\.(name|email|reason)$/;
const PREFERENCE_LISTS = new Set(['suggested_reviewers', 'excluded_reviewers']);

export interface MappedServerErrors {
  /** Form path → every message for it, joined. */
  fields: Record<string, string>;
  /** Messages about the list of authors as a whole. */
  authors?: string;
  file?: string;
  /** Messages no field shows (e.g. a status rule): shown above the form. */
  other: string[];
}

export function mapServerErrors(errors: Record<string, string[]>): MappedServerErrors {
  const mapped: MappedServerErrors = { fields: {}, other: [] };
  const onAuthorFields = new Set<string>();
  for (const [key, messages] of Object.entries(errors)) {
    const author = AUTHOR_PATH.exec(key);
    if (author) {
      const field = author[2] === 'author_order' ? 'order' : author[2]!;
      if (AUTHOR_FIELDS.has(field)) {
        mapped.fields[`authors.${author[1]}.${field}`] = messages.join(' ');
        messages.forEach((m) => onAuthorFields.add(m));
        continue;
      }
    }
    if (PREFERENCE_PATH.test(key)) {
      mapped.fields[key] = messages.join(' ');
      messages.forEach((m) => onAuthorFields.add(m));
      continue;
    }
    // The lists' own messages repeat their items'; a list-wide one (too many) is shown above.
    if (PREFERENCE_LISTS.has(key)) continue;
    if (FORM_FIELDS.has(key)) mapped.fields[key] = messages.join(' ');
    else if (key === MANUSCRIPT_FILE_FIELD) mapped.file = messages.join(' ');
    else if (key !== 'authors' && !key.includes('.')) mapped.other.push(...messages);
  }
  // `authors` repeats the per-author messages: keep only what is about the list itself.
  const listMessages = (errors.authors ?? []).filter((m) => !onAuthorFields.has(m));
  if (listMessages.length) mapped.authors = listMessages.join(' ');
  for (const list of PREFERENCE_LISTS) {
    mapped.other.push(...(errors[list] ?? []).filter((m) => !onAuthorFields.has(m)));
  }
  return mapped;
}

export const hasFieldErrors = (mapped: MappedServerErrors) =>
  Object.keys(mapped.fields).length > 0 || !!mapped.authors || !!mapped.file;
