// The rules a newly chosen password must meet. Sign-in keeps the plain length
// check (passwordField, contracts/login.ts): an old password must still be accepted there.
import { z } from 'zod';
import { PASSWORD_MAX_MESSAGE, PASSWORD_MESSAGE } from './login';

export { PASSWORD_MESSAGE, passwordField } from './login';

/** Whitespace, control and format characters (zero-width space, BOM, bidi marks…). */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}]/gu;

/** Characters one can see: six spaces or six zero-width characters count as none. */
export const visibleLength = (value: string) => [...value.replace(INVISIBLE, '')].length;

/**
 * A password being chosen (register, change, an admin setting one): at least six
 * visible characters. Whether it is a common password is checked apart
 * (password-strength.ts), loaded lazily because its dictionary is large.
 */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGE })
  .max(128, PASSWORD_MAX_MESSAGE)
  .refine((value) => visibleLength(value) >= 6, PASSWORD_MESSAGE);
