// Text field schemas the resources' contracts share: trimmed, with the
// messages for a missing, too long or malformed value. For the optional ones,
// '' and null both mean "none" and arrive as null.
import { z } from 'zod';
import { type FieldName, msg } from './messages';

export const tooLong = (field: FieldName, max: number) => msg('field.maxLength', { field, max });

export const requiredText = (message: string, field: FieldName, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(field, max));

export const optionalText = (field: FieldName, max: number) =>
  z
    .string({ error: msg('field.text', { field }) })
    .trim()
    .max(max, tooLong(field, max))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const optionalPattern = (pattern: RegExp, message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    // One check, one message: too long or malformed are the same mistake here.
    .refine((v) => v === '' || (v.length <= max && pattern.test(v)), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
