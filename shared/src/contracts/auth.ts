// Sign-in and registration: the forms and the API validate with the same schemas.
import { z } from 'zod';
import { userSchema } from './user';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match";
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(255, 'The email may not be greater than 255 characters')
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const passwordField = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, PASSWORD_MESSAGE)
  .max(128, 'Password may not be greater than 128 characters');

export const nameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(2, NAME_MESSAGE)
  .max(255, 'Name may not be greater than 255 characters');

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  password_confirmation: z
    .string({ error: PASSWORDS_MISMATCH_MESSAGE })
    .max(128, 'Password may not be greater than 128 characters'),
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
