import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ValidationText {
  key: string;
  values?: Record<string, string | number>;
}

// The shared zod schemas (and the API, which validates with them) speak
// English; these are the messages the users forms can meet, by translation key.
const EXACT: Record<string, string> = {
  'Name must be at least 2 characters': 'validation.nameMin',
  'Please enter a valid email address': 'validation.email',
  'Invalid email format': 'validation.email',
  'Password must be at least 6 characters': 'validation.passwordMin',
  'Invalid ORCID format (e.g., 0000-0002-1825-0097)': 'validation.orcid',
  'The email has already been taken.': 'validation.emailTaken',
  'The name field is required': 'validation.required',
  'The email field is required': 'validation.required',
  'The password field is required': 'validation.required',
};

const PATTERNS: Array<[RegExp, string]> = [
  [/may not be greater than (\d+) characters$/, 'validation.maxLength'],
  [/may not have more than (\d+) items$/, 'validation.maxItems'],
  [/^Too small: expected number to be >=(\d+)$/, 'validation.minNumber'],
  [/^Too big: expected number to be <=(\d+)$/, 'validation.maxNumber'],
  [/^The selected role ".*" is invalid\.$/, 'validation.unknownRole'],
];

/** The translation of a known validation message, or null to show it as it came. */
export function validationTextOf(message: string): ValidationText | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return match[1] ? { key, values: { limit: Number(match[1]) } } : { key };
  }
  return null;
}

/** Translates validation messages into the current language; unknown ones pass through. */
export function useValidationText() {
  const { t } = useTranslation('users');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const text = validationTextOf(message);
      return text ? t(text.key, text.values) : message;
    },
    [t],
  );
}
