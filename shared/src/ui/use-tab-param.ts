// The open tab of a detail page, kept in the URL (?tab=…) so that a link, a
// reload or Back opens the same tab.
import { useCallback } from 'react';
import { useSearchParamsWriter } from './use-search-params-writer';

export interface TabParam<T extends string> {
  /** The tab of the URL; the first tab when there is none or it is unknown. */
  tab: T;
  /** Opens a tab: the first one leaves no parameter; the history entry is replaced, not added. */
  selectTab: (key: string) => void;
}

/** `tabs` in their order; the first is the default. */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): TabParam<T> {
  const [searchParams, write] = useSearchParamsWriter();
  const requested = searchParams.get('tab');
  const first = tabs[0];
  const tab = tabs.find((key) => key === requested) ?? first;

  const selectTab = useCallback(
    (key: string) =>
      write(
        (next) => {
          if (key === first) next.delete('tab');
          else next.set('tab', key);
        },
        { replace: true },
      ),
    [first, write],
  );

  return { tab, selectTab };
}
