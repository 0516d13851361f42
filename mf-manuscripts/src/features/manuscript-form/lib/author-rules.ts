// The validation rules of the repeatable author block, as pure functions over
// the list: the form applies their result to its field array.
import { MANUSCRIPT_MESSAGES, type ManuscriptAuthorFormValues } from '@colophon/shared/contracts';

export type AuthorValues = ManuscriptAuthorFormValues;

/** A blank author block; the first one of a manuscript is its corresponding author. */
export function emptyAuthor(order: number, isCorresponding = false): AuthorValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    institution: '',
    department: '',
    orcid: '',
    is_corresponding: isCorresponding,
    order,
  };
}

/** The next free order: one past the highest given (blank orders count as 0). */
export function nextOrder(authors: readonly AuthorValues[]): number {
  return (
    authors.reduce((max, a) => Math.max(max, typeof a.order === 'number' ? a.order : 0), 0) + 1
  );
}

/** Adds a blank author at the end; it is corresponding only when nobody else is. */
export function addAuthor(authors: readonly AuthorValues[]): AuthorValues[] {
  const anyCorresponding = authors.some((a) => a.is_corresponding);
  return [...authors, emptyAuthor(nextOrder(authors), !anyCorresponding)];
}

export type RemoveResult =
  | { ok: true; authors: AuthorValues[] }
  | { ok: false; error: typeof MANUSCRIPT_MESSAGES.authorsRequired };

/**
 * Removes the author at `index`. The last remaining author cannot be removed.
 * Removing the corresponding author hands the role to the first one left, so
 * the manuscript keeps a contact.
 */
export function removeAuthor(authors: readonly AuthorValues[], index: number): RemoveResult {
  if (authors.length <= 1) return { ok: false, error: MANUSCRIPT_MESSAGES.authorsRequired };
  const left = authors.filter((_, i) => i !== index);
  if (authors[index]?.is_corresponding && !left.some((a) => a.is_corresponding)) {
    left[0] = { ...left[0]!, is_corresponding: true };
  }
  return { ok: true, authors: left };
}

/** Marking one author corresponding clears the flag on every other; unmarking clears only that one. */
export function setCorresponding(
  authors: readonly AuthorValues[],
  index: number,
  checked: boolean,
): AuthorValues[] {
  return authors.map((a, i) => ({
    ...a,
    is_corresponding: checked ? i === index : i === index ? false : a.is_corresponding,
  }));
}
