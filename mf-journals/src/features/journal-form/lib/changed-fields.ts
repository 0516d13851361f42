// An edit sends only what changed: PUT journals/{id} takes any subset, and a
// field nobody touched is never overwritten with what this screen loaded.
import { type JournalPayload, type JournalUpdatePayload } from '@colophon/shared/contracts';

/** A comparable form of a value: null for none, category ids in order (their order means nothing). */
function comparable(key: string, value: unknown): string {
  if ((key === 'category_ids' || key === 'tag_ids') && Array.isArray(value)) {
    return JSON.stringify([...(value as number[])].sort((a, b) => a - b));
  }
  return JSON.stringify(value ?? null);
}

/**
 * The fields of `next` that differ from `initial` (both parsed by the form
 * schema, so '' and null compare equal and lists compare item by item).
 */
export function changedFields(
  initial: Partial<JournalPayload>,
  next: JournalPayload,
): JournalUpdatePayload {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = initial[key as keyof JournalPayload];
    if (comparable(key, before) !== comparable(key, value)) changes[key] = value;
  }
  return changes as JournalUpdatePayload;
}
