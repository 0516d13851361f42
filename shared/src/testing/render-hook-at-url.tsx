// A hook that reads and writes the URL, rendered in a router at `initialEntry`;
// `search()` is the query string the router shows after the last render.
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../router';

export function renderHookAtUrl<T>(initialEntry: string, useHook: () => T) {
  let search = '';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => {
      search = useLocation().search;
      return useHook();
    },
    { wrapper },
  );
  return { ...hook, search: () => search };
}
