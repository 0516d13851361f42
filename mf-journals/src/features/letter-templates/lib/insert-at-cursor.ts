/** The text with `insert` replacing the selection [start, end), and where the caret goes after it. */
export function insertAtCursor(
  text: string,
  insert: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { text: string; caret: number } {
  // No known cursor (the field was never focused): append, as the editor would type at the end.
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** How a merge field is written in a template. */
export const mergeToken = (field: string) => `{{${field}}}`;
