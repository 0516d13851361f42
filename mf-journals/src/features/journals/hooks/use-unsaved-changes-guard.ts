import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmDialog } from '@colophon/shared';
import { leavingLinkTarget } from '../lib/leave-guard';

export interface UnsavedChangesGuard {
  /** Asks first when there are unsaved changes; resolves whether to leave. */
  confirmLeave: () => Promise<boolean>;
  /** Navigates to `to` once leaving is confirmed (or at once when nothing is unsaved). */
  leaveTo: (to: string) => Promise<void>;
  /** Stops guarding (after a save, before navigating away). */
  release: () => void;
}

/**
 * Asks before a screen with unsaved changes is left: through a link anywhere on
 * the page (the host's sidebar included), through `leaveTo` (Cancel, Back), or
 * by reloading or closing the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('journals');
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const confirmLeave = useCallback(async () => {
    if (!dirtyRef.current) return true;
    return confirmDialog({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      confirmText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      danger: true,
    });
  }, [t]);

  const leaveTo = useCallback(
    async (to: string) => {
      if (!(await confirmLeave())) return;
      dirtyRef.current = false;
      void navigate(to);
    },
    [confirmLeave, navigate],
  );

  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase: runs before react-router's <Link> handler, which skips a prevented click.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current) return;
      const to = leavingLinkTarget(event, window.location);
      if (!to) return;
      event.preventDefault();
      void leaveTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, leaveTo]);

  return { confirmLeave, leaveTo, release };
}
