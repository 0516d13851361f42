// Sign-in and registration: the forms and the API validate with the same schemas.
import { z } from 'zod';
import { msg } from './messages';
import { userSchema } from './user';

// Message codes (see ./messages): render them with renderMessage / useMessageText.
export const EMAIL_MESSAGE = msg('auth.email');
export const PASSWORD_MESSAGE = msg('auth.passwordMin');
export const NAME_MESSAGE = msg('auth.nameMin');
export const PASSWORDS_MISMATCH_MESSAGE = msg('auth.passwordsMismatch');
export const INVALID_CREDENTIALS_MESSAGE = msg('auth.invalidCredentials');
const PASSWORD_MAX_MESSAGE = msg('auth.passwordMax');

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(255, msg('field.maxLength', { field: 'email', max: 255 }))
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const passwordField = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, PASSWORD_MESSAGE)
  .max(128, PASSWORD_MAX_MESSAGE);

export const nameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(2, NAME_MESSAGE)
  .max(255, msg('auth.nameMax'));

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  password_confirmation: z
    .string({ error: PASSWORDS_MISMATCH_MESSAGE })
    .max(128, PASSWORD_MAX_MESSAGE),
});

export const registerSchema = registerFields.refine((d) => d.password === d.password_confirmation, {
  message: PASSWORDS_MISMATCH_MESSAGE,
  path: ['password_confirmation'],
  // Report a mismatch even when other fields are invalid too, as long as both are texts.
  when: (payload) => {
    const value = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
  },
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
