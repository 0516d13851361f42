// The signed-in user's own account: read it, change its password or email.
import { apiClient } from '@colophon/shared';
import {
  type AccountChangeResponse,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type User,
} from '@colophon/shared/contracts';

export const profileKeys = { me: ['profile', 'me'] as const };

export async function fetchMe(): Promise<User> {
  const { data } = await apiClient.get<{ user: User }>('auth/me');
  return data.user;
}

export async function changePassword(input: ChangePasswordInput): Promise<AccountChangeResponse> {
  const { data } = await apiClient.post<AccountChangeResponse>('auth/password', input);
  return data;
}

export async function changeEmail(input: ChangeEmailInput): Promise<AccountChangeResponse> {
  const { data } = await apiClient.post<AccountChangeResponse>('auth/email', input);
  return data;
}
