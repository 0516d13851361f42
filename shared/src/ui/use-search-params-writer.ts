// The one way the panel changes its URL's query: list state, the open tab,
// the open mail or thread. react-router hands a functional update the params
// of the render that made the setter, and renders a navigation as a
// transition (held back while a lazy screen loads): two changes made before
// the next render — a status clicked, then a tab opened — would each build on
// the old URL, and the second would drop the first. Every writer goes through
// here, so each change builds on the last one written while the screen still
// shows the URL it was written from; once the router has rendered another
// URL (that write, Back, a link), changes build on that.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useSearchParams } from '../router';

/**
 * The last change written, and the location on screen when it was. A location
 * object belongs to one router and stays the same until it renders another, so
 * a write from another router (another test, a section's own) never matches.
 */
let lastWrite: { from: Location; params: URLSearchParams } | null = null;

export interface SearchParamsWriteOptions {
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

/** The change `write(change)` makes: it edits a copy of the query, built on the last params written. */
export type SearchParamsWrite = (
  change: (next: URLSearchParams) => void,
  options?: SearchParamsWriteOptions,
) => void;

/**
 * `[searchParams, write]`, like react-router's `useSearchParams`: the query on
 * screen, and `write(change)`, where `change` edits the query built on the last
 * params written.
 */
export function useSearchParamsWriter(): [URLSearchParams, SearchParamsWrite] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const shown = useRef({ location, searchParams });
  useLayoutEffect(() => {
    shown.current = { location, searchParams };
  }, [location, searchParams]);

  const write = useCallback<SearchParamsWrite>(
    (change, options = {}) => {
      const { location: from, searchParams: params } = shown.current;
      const next = new URLSearchParams(lastWrite?.from === from ? lastWrite.params : params);
      change(next);
      lastWrite = { from, params: next };
      setSearchParams(next, { replace: options.replace });
    },
    [setSearchParams],
  );
  return [searchParams, write];
}
