import { toApiError } from '@colophon/shared';

/** A failed auth call, reduced to what the forms need. */
export interface AuthFailure {
  /** null when no response arrived. */
  status: number | null;
  errors: Record<string, string[]>;
  /** The server's own message, if it sent one. */
  message: string | null;
}

/** How a failed sign-in or registration is shown: per field when the server says which. */
export interface AuthErrorView<Field extends string> {
  banner: string | null;
  fieldErrors: Partial<Record<Field, string>>;
}

export interface AuthErrorTexts {
  /** Shown when the server gave neither field errors nor a message. */
  fallback: string;
  /** Shown when no response arrived at all. */
  network: string;
}

function serverMessage(error: unknown): string | null {
  // toApiError substitutes a generic text for a missing message; the spec
  // needs to know whether the server sent one, so read the body itself.
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const message =
    data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

export function toAuthFailure(error: unknown): AuthFailure {
  const { status, errors } = toApiError(error);
  return { status, errors, message: status === null ? null : serverMessage(error) };
}

/**
 * The panel's error rule: no response → the network text; an errors map → the first message
 * on each matching field; a message → that message; otherwise the fallback.
 */
export function mapAuthError<Field extends string>(
  failure: AuthFailure,
  fields: readonly Field[],
  texts: AuthErrorTexts,
): AuthErrorView<Field> {
  if (failure.status === null) return { banner: texts.network, fieldErrors: {} };

  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const first = failure.errors[field]?.[0];
    if (first) fieldErrors[field] = first;
  }
  if (Object.keys(fieldErrors).length > 0) return { banner: null, fieldErrors };

  return { banner: failure.message ?? texts.fallback, fieldErrors: {} };
}
