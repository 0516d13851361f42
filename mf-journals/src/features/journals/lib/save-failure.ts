// What a failed save means for the form (spec §8): a 422 with field errors puts
// the first message of each field on that field, with the toast 'Please fix the
// validation errors'; anything else shows the server's message, or 'Failed to
// save journal' when there is none (no answer at all, or an empty one).
import { toApiError } from '@colophon/shared';

export interface FieldFailure<F extends string> {
  field: F;
  message: string;
}

export interface SaveFailure<F extends string> {
  /** First message of each field the form has. */
  fieldErrors: Array<FieldFailure<F>>;
  /** First message of each field the form does not have (shown above the form). */
  otherErrors: string[];
  /** 'validation': use the 'fix the errors' toast; 'server': `serverMessage`; 'unknown': the generic text. */
  kind: 'validation' | 'server' | 'unknown';
  serverMessage?: string;
}

function messageOf(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } } | null | undefined)?.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function describeSaveFailure<F extends string>(
  error: unknown,
  formFields: readonly F[],
): SaveFailure<F> {
  const apiError = toApiError(error);
  const fieldErrors: Array<FieldFailure<F>> = [];
  const otherErrors: string[] = [];
  for (const [field, messages] of Object.entries(apiError.errors)) {
    const message = messages[0];
    if (!message) continue;
    // Nested paths ('keywords.3') belong to their top-level field.
    const top = field.split('.')[0] as F;
    if (formFields.includes(top)) {
      if (!fieldErrors.some((failure) => failure.field === top)) {
        fieldErrors.push({ field: top, message });
      }
    } else otherErrors.push(message);
  }
  if (apiError.status === 422 && fieldErrors.length + otherErrors.length > 0) {
    return { kind: 'validation', fieldErrors, otherErrors };
  }
  const serverMessage = apiError.status === null ? undefined : messageOf(error);
  return serverMessage
    ? { kind: 'server', fieldErrors, otherErrors, serverMessage }
    : { kind: 'unknown', fieldErrors, otherErrors };
}
