import { type LoginInput, type RegisterInput, type User } from '@colophon/shared/contracts';

// The one API client, imported when a request is made: the sign-in page paints
// without axios and the rest of @colophon/shared; the panel needs
// that module right after sign-in anyway.
const client = async () => (await import(/* webpackChunkName: "panel" */ './api-client')).apiClient;

/** What auth/login and auth/register answer (success false is a failed attempt with status 200). */
export interface AuthResult {
  success: boolean;
  user?: User;
  access_token?: string;
  message?: string;
}

export async function loginRequest(payload: LoginInput): Promise<AuthResult> {
  const { data } = await (await client()).post<AuthResult>('auth/login', payload);
  return data;
}

export async function registerRequest(payload: RegisterInput): Promise<AuthResult> {
  const { data } = await (await client()).post<AuthResult>('auth/register', payload);
  return data;
}

export async function logoutRequest(): Promise<void> {
  await (await client()).post('auth/logout');
}

/** POST auth/email/verify: the token of the mailed link (anonymous; errors.token when invalid). */
export async function verifyEmailRequest(token: string): Promise<void> {
  await (await client()).post('auth/email/verify', { token });
}
