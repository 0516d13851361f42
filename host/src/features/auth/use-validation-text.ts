import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
} from '@colophon/shared/contracts';

// The shared zod schemas carry the spec's English messages (the API uses
// them too); the forms show them in the current language.
const MESSAGE_KEYS: Record<string, string> = {
  [EMAIL_MESSAGE]: 'validation.email',
  [PASSWORD_MESSAGE]: 'validation.passwordMin',
  [NAME_MESSAGE]: 'validation.nameMin',
  [PASSWORDS_MISMATCH_MESSAGE]: 'validation.passwordsMatch',
};

/** Translates a known validation message; server messages pass through unchanged. */
export function useValidationText() {
  const { t } = useTranslation('host');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
