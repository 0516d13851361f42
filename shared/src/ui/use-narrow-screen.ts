// Whether the screen is phone-narrow (below antd's md breakpoint, 768px): the
// lists then show their key columns and fold the rest into an expandable row.
import { useSyncExternalStore } from 'react';

export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(NARROW_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
