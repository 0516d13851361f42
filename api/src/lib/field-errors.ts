// zod issues → the field errors of a 422 body: first-level field → messages,
// nested fields also dotted (`authors.0.email`). The one place both the route
// schemas (through the error handler) and the multipart forms report from.
import { type FieldErrors, msg, renderMessage } from '@colophon/shared/contracts';

/** What is read of a zod issue (the error handler rebuilds these from fastify's items). */
export type FieldIssue = {
  path: readonly PropertyKey[];
  message?: string;
  code?: string;
  /** The keys of an `unrecognized_keys` issue. */
  keys?: readonly unknown[];
};

const DEFAULT_MESSAGE = msg('common.invalidValue');

/**
 * Field errors of `issues`. `language` is the request's (Accept-Language):
 * messages are rendered in it here. `root` names errors of the whole input
 * ('body', 'querystring').
 */
export function toFieldErrors(
  issues: readonly FieldIssue[],
  language?: string,
  root = 'body',
): FieldErrors {
  // A Map, not an object literal: field names such as "constructor" come from the client.
  const errors = new Map<string, string[]>();
  const add = (field: string, code: string) => {
    // The contracts' messages are codes: rendered here, in the request's language.
    // Without a language they stay codes; the error handler renders them.
    const message = language ? renderMessage(code, language) : code;
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const parts = issue.path.map(String);
    const message = issue.message ?? DEFAULT_MESSAGE;
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      const prefix = parts.length ? `${parts.join('.')}.` : '';
      for (const key of issue.keys) {
        const name = String(key).slice(0, 100);
        add(parts[0] ?? name, msg('common.fieldNotAllowed', { name: `${prefix}${name}` }));
      }
      continue;
    }
    if (parts.length === 0) {
      add(root, message);
      continue;
    }
    // Keys can come from the client (records, form fields): bounded.
    add(parts[0]!.slice(0, 100), message);
    if (parts.length > 1) add(parts.join('.').slice(0, 200), message);
  }
  return Object.fromEntries(errors);
}
