// Sign-in and registration: the forms and the API validate with the same schemas.
import { z } from 'zod';
import { msg } from './messages';
import { emailField, PASSWORD_MAX_MESSAGE } from './login';
import { PASSWORD_MESSAGE, newPasswordField } from './password-rules';
import { userSchema } from './user';

export { newPasswordField, passwordField, visibleLength } from './password-rules';
export { isCommonPassword } from './password-strength';

// Message codes (see ./messages): render them with renderMessage / useMessageText.
export { EMAIL_MESSAGE, emailField, loginSchema, type LoginInput } from './login';
export { PASSWORD_MESSAGE };
export const NAME_MESSAGE = msg('auth.nameMin');
export const PASSWORDS_MISMATCH_MESSAGE = msg('auth.passwordsMismatch');
export const INVALID_CREDENTIALS_MESSAGE = msg('auth.invalidCredentials');

export const nameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(2, NAME_MESSAGE)
  .max(255, msg('auth.nameMax'));

const registerFields = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  password_confirmation: z
    .string({ error: PASSWORDS_MISMATCH_MESSAGE })
    .max(128, PASSWORD_MAX_MESSAGE),
});

/** password_confirmation must equal password (reported even beside other errors). */
const confirmationMatches = {
  message: PASSWORDS_MISMATCH_MESSAGE,
  path: ['password_confirmation'],
  // Report a mismatch even when other fields are invalid too, as long as both are texts.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
  },
};
const passwordsMatch = (d: { password: string; password_confirmation: string }) =>
  d.password === d.password_confirmation;

export const registerSchema = registerFields.refine(passwordsMatch, confirmationMatches);
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

// ── Account changes (the signed-in user's own) ─────────────────────────────

export const PASSWORD_COMMON_MESSAGE = msg('auth.passwordCommon');
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = msg('auth.currentPasswordRequired');
export const CURRENT_PASSWORD_WRONG_MESSAGE = msg('auth.currentPasswordWrong');
export const EMAIL_UNCHANGED_MESSAGE = msg('auth.emailUnchanged');
export const VERIFICATION_INVALID_MESSAGE = msg('auth.verificationInvalid');

/** The password the account has now: any text the user typed (old rules may have allowed it). */
export const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
  .max(128, CURRENT_PASSWORD_WRONG_MESSAGE);

/** POST auth/password. The API also refuses a common password (isCommonPassword). */
export const changePasswordSchema = z
  .object({
    current_password: currentPasswordField,
    password: newPasswordField,
    password_confirmation: z
      .string({ error: PASSWORDS_MISMATCH_MESSAGE })
      .max(128, PASSWORD_MAX_MESSAGE),
  })
  .refine(passwordsMatch, confirmationMatches);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST auth/email: the new address starts unverified and a verification link is sent to it. */
export const changeEmailSchema = z.object({
  current_password: currentPasswordField,
  email: emailField,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST auth/email/verify: the token from the link in the verification mail. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: VERIFICATION_INVALID_MESSAGE })
    .min(1, VERIFICATION_INVALID_MESSAGE)
    .max(1000, VERIFICATION_INVALID_MESSAGE),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** Answer of POST auth/password, auth/email and auth/email/verify: the account as it is now. */
export const accountChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>;

/** Answer of POST auth/email/verification (resend): `sent` is false when already verified. */
export const verificationSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  sent: z.boolean(),
});
export type VerificationSentResponse = z.infer<typeof verificationSentResponseSchema>;

// ── A forgotten password (signed out) ──────────────────────────────────────

export const RESET_LINK_INVALID_MESSAGE = msg('auth.resetLinkInvalid');
export const RESET_LINK_USED_MESSAGE = msg('auth.resetLinkUsed');
export const RESET_LINK_EXPIRED_MESSAGE = msg('auth.resetLinkExpired');

/** POST auth/password/forgot: the answer is the same whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST auth/password/reset: the token of the mailed link and the new password (twice). */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: RESET_LINK_INVALID_MESSAGE })
      .min(1, RESET_LINK_INVALID_MESSAGE)
      .max(200, RESET_LINK_INVALID_MESSAGE),
    password: newPasswordField,
    password_confirmation: z
      .string({ error: PASSWORDS_MISMATCH_MESSAGE })
      .max(128, PASSWORD_MAX_MESSAGE),
  })
  .refine(passwordsMatch, confirmationMatches);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Answer of POST auth/password/forgot (202) and auth/password/reset (200). */
export const passwordResetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;
