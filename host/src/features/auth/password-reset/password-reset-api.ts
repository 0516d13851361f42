import type { ForgotPasswordInput, ResetPasswordInput } from '@colophon/shared/contracts';

// The one API client, imported when a request is made (as auth-api.ts does).
const client = async () =>
  (await import(/* webpackChunkName: "panel" */ '../api-client')).apiClient;

/** POST auth/password/forgot: 202 whether or not the address has an account. */
export async function forgotPasswordRequest(payload: ForgotPasswordInput): Promise<void> {
  await (await client()).post('auth/password/forgot', payload);
}

/** POST auth/password/reset: 400/410 for a bad, used or expired link; 422 per field. */
export async function resetPasswordRequest(payload: ResetPasswordInput): Promise<void> {
  await (await client()).post('auth/password/reset', payload);
}

/** The minutes to wait of a 429 answer, from its Retry-After; null without one. */
export function retryAfterMinutes(error: unknown): number | null {
  const response = (error as { response?: { status?: number; headers?: unknown } } | null)
    ?.response;
  if (response?.status !== 429) return null;
  const headers = response.headers as Record<string, unknown> | undefined;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
}
