import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_MESSAGES } from '@colophon/shared/contracts';

// The shared zod schema carries the spec's English messages (the API
// answers with them too); the form shows them in the current language.
const MESSAGE_KEYS: Record<string, string> = {
  [CATEGORY_MESSAGES.nameRequired]: 'validation.nameRequired',
  [CATEGORY_MESSAGES.parentSelf]: 'validation.parentSelf',
  [CATEGORY_MESSAGES.parentDescendant]: 'validation.parentDescendant',
  [CATEGORY_MESSAGES.parentMissing]: 'validation.parentMissing',
  'The name may not be greater than 255 characters': 'validation.nameMax',
  'The description may not be greater than 2000 characters': 'validation.descriptionMax',
  'The order must be an integer': 'validation.orderInteger',
  'The order must be at least 0': 'validation.orderMin',
  'The order may not be greater than 1000000': 'validation.orderMax',
};

/** Translates a known validation message; any other (server) message passes through unchanged. */
export function useValidationText() {
  const { t } = useTranslation('categories');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = MESSAGE_KEYS[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
