// Validating bodies the route schemas cannot see (multipart forms) with the
// contracts, reporting like the app's error handler: first-level field →
// messages, nested fields also dotted (`authors.0.email`).
import type { z } from 'zod';
import type { FieldErrors } from '@colophon/shared/contracts';
import { unprocessable } from '../../lib/http-errors';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of error.issues) {
    const parts = issue.path.map(String);
    if (parts.length === 0) {
      add('body', issue.message);
      continue;
    }
    add(parts[0]!.slice(0, 100), issue.message);
    if (parts.length > 1) add(parts.join('.').slice(0, 200), issue.message);
  }
  return Object.fromEntries(errors);
}

/** Parses `input` with `schema`; a 422 with field errors when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw unprocessable(undefined, fieldErrorsOf(result.error));
  return result.data;
}
