import { useEffect, useRef } from 'react';

/** ⌘K (macOS) or Ctrl+K anywhere calls `focus` (the browser's own Ctrl+K is prevented). */
export function useFocusShortcut(focus: () => void) {
  const latest = useRef(focus);
  latest.current = focus;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey) {
        return;
      }
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
