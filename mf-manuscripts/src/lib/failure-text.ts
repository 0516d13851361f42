import { type ApiError } from '@colophon/shared';

/**
 * The toast of a failed call: the API's own message when it answered, the
 * screen's fallback when no answer came (no connection, a timeout).
 */
export const failureText = (apiError: ApiError, fallback: string): string =>
  apiError.status !== null ? apiError.message : fallback;
