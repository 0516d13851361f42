import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError } from '@colophon/shared';
import { serverErrorKey } from '../lib/server-error-key';

/** A failed call's text: a known refusal in the current language, else `fallback`. */
export function useServerErrorText() {
  const { t } = useTranslation('users');
  return useCallback(
    (error: ApiError, fallback: string) => {
      const key = serverErrorKey(error);
      return key ? t(key) : fallback;
    },
    [t],
  );
}
