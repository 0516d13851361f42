/**
 * The first message of a react-hook-form field error. A list or object field's
 * errors sit per item or per key ('keywords.3', 'authors.0.email'): the first of
 * them is shown on the field itself. The error's DOM `ref` is never walked.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  return firstIn(error, new Set());
}

function firstIn(error: unknown, seen: Set<object>): string | undefined {
  if (typeof error !== 'object' || error === null || seen.has(error)) return undefined;
  seen.add(error);
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const nested = firstIn(value, seen);
    if (nested) return nested;
  }
  return undefined;
}
