import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button } from '@colophon/shared/antd';

/**
 * Long enough to read the message and reach Undo by keyboard (the toast also
 * stays while hovered or focused); the panel's plain success toasts last 3 s.
 */
export const UNDO_TOAST_SECONDS = 10;

export interface UndoToast {
  /** What was done (the toast's text). */
  message: string;
  /** Puts it back; the toast closes first, the caller reports the outcome. */
  onUndo: () => void;
}

/** A success toast with an Undo button, for the changes of this section that can be put back. */
export function useUndoToast() {
  const { notification } = App.useApp();
  const { t } = useTranslation('categories');
  const { t: tCommon } = useTranslation('common');
  const counter = useRef(0);
  return useCallback(
    ({ message, onUndo }: UndoToast) => {
      counter.current += 1;
      const key = `categories-undo-${counter.current}`;
      notification.success({
        key,
        placement: 'topRight',
        closable: true,
        pauseOnHover: true,
        title: tCommon('notify.success'),
        description: message,
        duration: UNDO_TOAST_SECONDS,
        actions: (
          <Button
            size="small"
            type="primary"
            onClick={() => {
              notification.destroy(key);
              onUndo();
            }}
          >
            {t('undo.action')}
          </Button>
        ),
      });
    },
    [notification, t, tCommon],
  );
}
