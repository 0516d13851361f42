import { useEffect, useRef } from 'react';

/** ⌘K (macOS) or Ctrl+K anywhere calls `focus` (the browser's own Ctrl+K is prevented). */
export function useFocusShortcut(focus: () => void) {
  const latest = useRef(focus);
  latest.current = focus;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The key K wherever the layout puts it (an Urdu layout types no 'k').
      const isK = event.code === 'KeyK' || event.key.toLowerCase() === 'k';
      if (!isK || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      event.preventDefault();
      latest.current();
    };
    // Capture: a control that stops the key's propagation (an editor, a select) still lets it through.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
