import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@colophon/shared';

/**
 * Unsaved changes ask before they are lost: on the form's own way out
 * (Cancel, Back) through a dialog, and on closing or reloading the tab
 * through the browser's prompt. Returns `leave(go)`: runs `go` at once when
 * clean, after a confirmation when dirty.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('categories');

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useCallback(
    async (go: () => void) => {
      if (
        !dirty ||
        (await confirmDialog({
          title: t('form.leaveTitle'),
          content: t('form.leaveContent'),
          confirmText: t('form.leaveConfirm'),
          cancelText: t('form.leaveCancel'),
          danger: true,
        }))
      ) {
        go();
      }
    },
    [dirty, t],
  );
}
