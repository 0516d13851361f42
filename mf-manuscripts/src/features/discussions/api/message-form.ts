import { DISCUSSION_FILE_FIELD } from '@colophon/shared/contracts';

/** Fields and a file as multipart/form-data (absent values are left out, as in JSON). */
export function messageForm(
  fields: Record<string, string | number | null | undefined>,
  file: File,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  body.append(DISCUSSION_FILE_FIELD, file, file.name);
  return body;
}
