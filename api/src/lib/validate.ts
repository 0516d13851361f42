// Validating input the route schemas cannot see (multipart forms) with the
// contracts, reporting like the app's error handler.
import type { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { unprocessable } from './http-errors';

/** Parses `input` with `schema`; a 422 with field errors when it does not fit. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  /** The request's language; without it the 422 carries codes the error handler renders. */
  language?: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw unprocessable(undefined, toFieldErrors(result.error.issues, language));
  return result.data;
}
