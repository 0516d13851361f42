// What a failed save means for the form: a 422 with field errors puts
// the first message of each field on that field, with the toast 'Please fix the
// validation errors'; anything else shows the server's message, or 'Failed to
// save journal' when there is none (no answer at all, or an empty one).
import { type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@colophon/shared';

export interface SaveFailure {
  /** First message of each field the form does not have (shown above the form). */
  otherErrors: string[];
  /** 'validation': use the 'fix the errors' toast; 'server': `serverMessage`; 'unknown': the generic text. */
  kind: 'validation' | 'server' | 'unknown';
  serverMessage?: string;
}

/** The server's own message, when its answer has one (toApiError would fill in a generic one). */
function messageOf(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } } | null | undefined)?.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Puts a failed save's field errors on the form's fields (nested paths such as
 * 'keywords.3' on their top-level field, focusing the first) and says what else
 * to show: the errors of fields the form lacks, and which toast.
 */
export function applySaveFailure<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  formFields: readonly FieldPath<TValues>[],
): SaveFailure {
  // Any status: a field error is worth showing at its field whatever the answer.
  const { apiError, applied, unmapped } = applyServerErrors(setError, error, {
    mode: 'first',
    fields: formFields,
    anyStatus: true,
  });
  const otherErrors = Object.values(unmapped).flatMap((messages) => messages.slice(0, 1));
  if (apiError.status === 422 && applied.length + otherErrors.length > 0) {
    return { kind: 'validation', otherErrors };
  }
  const serverMessage = apiError.status === null ? undefined : messageOf(error);
  return serverMessage
    ? { kind: 'server', otherErrors, serverMessage }
    : { kind: 'unknown', otherErrors };
}
