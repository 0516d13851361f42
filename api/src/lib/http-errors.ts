// Errors that carry an HTTP status; the app's error handler turns them into
// `{ message, errors? }` answers.
import { type FieldErrors, msg } from '@colophon/shared/contracts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
  }
}

export const isHttpError = (e: unknown): e is HttpError => e instanceof HttpError;

// Defaults are message codes: the error handler renders them in the request's
// language (English: the spec's texts, e.g. 'This action is unauthorized.').
export const badRequest = (message: string = msg('common.badRequest')) =>
  new HttpError(400, message);
export const unauthorized = (message: string = msg('common.unauthenticated')) =>
  new HttpError(401, message);
export const forbidden = (message: string = msg('common.unauthorized')) =>
  new HttpError(403, message);
export const notFound = (message: string = msg('common.notFound')) => new HttpError(404, message);
export const conflict = (message: string = msg('common.conflict')) => new HttpError(409, message);
export const tooManyRequests = (message: string = msg('common.tooManyAttempts')) =>
  new HttpError(429, message);

/** 422 with field errors; `message` defaults to the first field message. */
export function unprocessable(message?: string, errors?: FieldErrors): HttpError {
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return new HttpError(422, message ?? first ?? 'The given data was invalid.', errors);
}

/** 422 for a single field: `fieldError('email', 'The email has already been taken.')`. */
export const fieldError = (field: string, message: string) =>
  unprocessable(message, { [field]: [message] });
