// antd's CSS-in-JS counts the users of each computed style (a component's
// styles for a theme, a token, its CSS variables) and drops the computation
// when the count falls to 0. A section is its own React root and unmounts when
// the user leaves it, so every visit recomputed the styles of its table,
// pagination, tags and so on: about a third of the time a revisited section
// took to show. This cache keeps a computation once its count is 0;
// the styles themselves still leave and come back with their users, as before.
// The computations are bounded by the components and themes the panel uses.
import { type ReactNode } from 'react';
import { createCache, StyleProvider } from '@colophon/shared/antd';

type StyleCache = ReturnType<typeof createCache>;
type Updater = Parameters<StyleCache['opUpdate']>[1];

/** A cssinjs cache whose entries stay, with a count of 0, when their last user unmounts. */
export function createRetainedStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key: string, updater: Updater) =>
    update(key, (previous) => {
      const next = updater(previous);
      return next === null && previous ? [0, previous[1]] : next;
    });
  return cache;
}

/** One cache for every React root of the panel: the host's and each section's. */
export const retainedStyleCache = createRetainedStyleCache();

export function RetainedStyles({ children }: { children: ReactNode }) {
  return <StyleProvider cache={retainedStyleCache}>{children}</StyleProvider>;
}
