import { manuscriptMultipartEntries, type ManuscriptFormOutput } from '@colophon/shared/contracts';
import { MANUSCRIPT_FILE_FIELD } from '../../../lib/upload';

/**
 * The multipart body of a create: the text fields in the API's
 * names (`authors[i][…]`, is_corresponding 1/0, author_order) and the file.
 */
export function toManuscriptFormData(
  values: ManuscriptFormOutput,
  /** None for a draft saved before its file is chosen. */
  file: File | null,
  submit: boolean,
): FormData {
  const body = new FormData();
  for (const [name, value] of manuscriptMultipartEntries(values, { submit })) {
    body.append(name, value);
  }
  if (file) body.append(MANUSCRIPT_FILE_FIELD, file, file.name);
  return body;
}
