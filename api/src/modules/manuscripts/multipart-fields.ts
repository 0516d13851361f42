// Multipart text fields → the JSON shape the contracts validate:
// `authors[0][first_name]` nests into `authors: [{ first_name }]`, 1/0 become
// booleans and digit strings numbers. Anything odd is left for zod to reject.
import { unprocessable } from '../../lib/http-errors';

const AUTHOR_KEY = /^authors\[(\d{1,3})\]\[([a-z_]{1,40})\]$/;
const MAX_AUTHORS = 50;
const BOOLEAN_FIELDS = new Set(['is_corresponding', 'submit']);
const INTEGER_FIELDS = new Set(['author_order', 'user_id', 'journal_id']);
/** Fields sent as JSON text: keywords and tags, and the reviewers the authors suggest or exclude. */
const JSON_LIST_FIELDS = new Set([
  'keywords',
  'tag_ids',
  'suggested_reviewers',
  'excluded_reviewers',
]);

function normalize(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (BOOLEAN_FIELDS.has(key)) {
    if (['1', 'true', 'on', 'yes'].includes(text.toLowerCase())) return true;
    if (['0', 'false', 'off', 'no', ''].includes(text.toLowerCase())) return false;
    return value;
  }
  if (INTEGER_FIELDS.has(key)) {
    if (text === '') return undefined;
    return /^\d{1,10}$/.test(text) ? Number(text) : value;
  }
  return value;
}

/** A JSON array text (keywords, authors) is accepted beside the plain forms. */
function jsonArrayOf(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export function formToPayload(fields: Map<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const authors: Record<string, unknown>[] = [];
  for (const [key, value] of fields) {
    const match = AUTHOR_KEY.exec(key);
    if (match) {
      const index = Number(match[1]);
      if (index >= MAX_AUTHORS) {
        throw unprocessable(undefined, {
          authors: [`A manuscript may not have more than ${MAX_AUTHORS} authors`],
        });
      }
      const field = match[2]!;
      if (field in Object.prototype) continue;
      authors[index] ??= {};
      authors[index][field] = normalize(field, value);
      continue;
    }
    if (key === 'authors') {
      payload.authors = typeof value === 'string' ? jsonArrayOf(value) : value;
      continue;
    }
    payload[key] = JSON_LIST_FIELDS.has(key) ? jsonArrayOf(value) : normalize(key, value);
  }
  // Indexes may skip numbers (a removed author block): keep the given ones, in order.
  if (authors.length) payload.authors = authors.filter((a) => a !== undefined);
  return payload;
}
