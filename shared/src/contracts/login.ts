// @colophon/shared/contracts/login: the sign-in form's schema alone. The login
// page imports this narrow entry instead of every contract (issue 19: zod with
// all schemas was 33 KB and ~70 ms of CPU at 4x on a page that needs this one).
// auth.ts re-exports it, so the aggregate entry and the API are unchanged.
import { z } from 'zod';
import { msg } from './messages/msg';
import { passwordField } from './password-rules';

export const EMAIL_MESSAGE = msg('auth.email');

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(255, msg('field.maxLength', { field: 'email', max: 255 }))
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;
