// One guard for unsaved changes across the panel. A form anywhere (host or a
// section parcel) registers while it is dirty; the host's router asks before
// any navigation away (sidebar, top bar, links and buttons inside sections,
// which all navigate through the host's navigator), and the browser asks
// before the tab is closed or reloaded. A module of the shared singleton, so
// every container sees the same registry.
import { useEffect, useMemo, useRef } from 'react';
import { i18n } from '../i18n/i18n';
import { confirmDialog } from '../ui/confirm-dialog';

const dirtyForms = new Set<symbol>();
/** Dirty forms whose changes may go: saved, or the user confirmed leaving. */
const releasedForms = new Set<symbol>();

/** True when a form has unsaved changes and no save or confirmed exit released them. */
export const hasUnsavedChanges = () => [...dirtyForms].some((token) => !releasedForms.has(token));

/** True when a form has changes, even ones released (saved, or the user confirmed leaving). */
export const hasDirtyForms = () => dirtyForms.size > 0;

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (hasUnsavedChanges()) event.preventDefault();
};

function register(token: symbol) {
  if (dirtyForms.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('beforeunload', onBeforeUnload);
  }
  dirtyForms.add(token);
}

function unregister(token: symbol) {
  dirtyForms.delete(token);
  if (dirtyForms.size === 0 && typeof window !== 'undefined') {
    window.removeEventListener('beforeunload', onBeforeUnload);
  }
}

/** Asks whether to leave and lose the changes. */
export const confirmDiscardChanges = () =>
  confirmDialog({
    title: i18n.t('common:unsaved.title'),
    content: i18n.t('common:unsaved.content'),
    confirmText: i18n.t('common:unsaved.leave'),
    cancelText: i18n.t('common:unsaved.stay'),
    danger: true,
  });

export interface UnsavedChangesGuard {
  /** Lets navigation through without asking: call when a save starts or succeeds, before navigating. */
  release: () => void;
  /** Guards again (a save that failed after `release`). */
  resume: () => void;
  /** Runs `go` at once when clean, else after the user confirms leaving (a form's Cancel or Back). */
  leave: (go: () => void) => Promise<void>;
}

/** Registers the calling form as having unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const token = useRef(Symbol('unsaved-form')).current;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    register(token);
    return () => unregister(token);
  }, [dirty, token]);
  // A form that goes away takes its release with it.
  useEffect(() => () => void releasedForms.delete(token), [token]);

  return useMemo(
    () => ({
      release: () => void releasedForms.add(token),
      resume: () => void releasedForms.delete(token),
      leave: async (go) => {
        if (dirtyRef.current && !releasedForms.has(token) && !(await confirmDiscardChanges())) {
          return;
        }
        releasedForms.add(token);
        go();
      },
    }),
    [token],
  );
}
