// One error shape for every failed call, whatever axios produced.
import { type AxiosError } from 'axios';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './constants';

export interface ApiError {
  /** HTTP status, or null when no response arrived (network failure, timeout, cancel). */
  status: number | null;
  message: string;
  /** Field name → messages, as the API sends them on 422; empty otherwise. */
  errors: Record<string, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normaliseFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message.length > 0,
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    (typeof value.status === 'number' || value.status === null) &&
    typeof value.message === 'string' &&
    isRecord(value.errors) &&
    !(value instanceof Error)
  );
}

/**
 * axios' own test (`error.isAxiosError === true`), written out so that this
 * module needs no axios at runtime: the sign-in page shows API errors through
 * it before the API client (and axios) is loaded.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return { status: null, message: NETWORK_ERROR_MESSAGE, errors: {} };
    const body = isRecord(response.data) ? response.data : {};
    const message =
      typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
    return { status: response.status, message, errors: normaliseFieldErrors(body.errors) };
  }
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  return { status: null, message, errors: {} };
}

/** The first message of a field, for showing server errors on form fields. */
export function firstFieldError(error: ApiError, field: string): string | undefined {
  return error.errors[field]?.[0];
}
