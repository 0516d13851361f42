// Renders an encoded message in a language. Used by the API (422 bodies in the
// request's language) and by the front ends through useMessageText.
import { catalogOf, ENGLISH_CATALOG, lookup, toMessageLanguage } from './catalogs';
import { type MessageParams } from './msg';
import { parseMessage } from './parse-message';

export interface RenderOptions {
  /** Prefer the short form beside a labelled field ('Must be a whole number'). */
  brief?: boolean;
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The text of a message in a language. Plain text comes back unchanged; a code
 * missing from the language (or a language not registered yet) falls back to
 * English, and an unknown code to itself.
 * A `field` parameter is shown through the catalog's labels when it has one.
 */
export function renderMessage(
  text: string,
  language: string | null | undefined,
  options: RenderOptions = {},
): string {
  const parsed = parseMessage(text);
  if (!parsed) return text;
  const catalog = catalogOf(toMessageLanguage(language));
  const en = ENGLISH_CATALOG;
  const template =
    (options.brief
      ? (lookup(catalog.brief, parsed.code) ?? lookup(en.brief, parsed.code))
      : undefined) ??
    lookup(catalog.messages, parsed.code) ??
    lookup(en.messages, parsed.code);
  if (template === undefined) return text;
  const params = { ...parsed.params };
  const { field } = params;
  if (typeof field === 'string') {
    // A field without a label (a key the API met) reads as words: 'first_name' → 'first name'.
    params.field =
      lookup(catalog.labels, field) ?? lookup(en.labels, field) ?? field.replace(/_/g, ' ');
  }
  return fill(template, params);
}
