import { useMemo } from 'react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '@colophon/shared/antd';

export const SUCCESS_TOAST_SECONDS = 3;
export const ERROR_TOAST_SECONDS = 5;

export interface Notify {
  success: (message: ReactNode) => void;
  error: (message: ReactNode) => void;
  info: (message: ReactNode) => void;
}

/** Toasts at the top right with a close button: 3 s for success, 5 s for errors. Needs AppProviders. */
export function useNotify(): Notify {
  const { notification } = App.useApp();
  const { t } = useTranslation('common');
  return useMemo(() => {
    const base = { placement: 'topRight', closable: true } as const;
    return {
      success: (message) =>
        notification.success({
          ...base,
          title: t('notify.success'),
          description: message,
          duration: SUCCESS_TOAST_SECONDS,
        }),
      error: (message) =>
        notification.error({
          ...base,
          title: t('notify.error'),
          description: message,
          duration: ERROR_TOAST_SECONDS,
        }),
      info: (message) =>
        notification.info({
          ...base,
          title: t('notify.info'),
          description: message,
          duration: SUCCESS_TOAST_SECONDS,
        }),
    };
  }, [notification, t]);
}
