import { useTranslation } from 'react-i18next';
import { toApiError, useNotify } from '@colophon/shared';

/** Toasts of the release actions: the success text, or the server's reason (a 422 says why). */
export function useReleaseFeedback() {
  const { t } = useTranslation('host');
  const notify = useNotify();
  return {
    done: (key: 'saved' | 'promoted' | 'rolledBack') => () => notify.success(t(`releases.${key}`)),
    failed: (error: unknown) => notify.error(toApiError(error).message || t('releases.failed')),
  };
}
