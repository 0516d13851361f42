// List state (page, page size, search, filters) kept in the URL, so a list
// survives reloads, can be linked to and follows Back/Forward.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '../router';

export type ListFilters = Record<string, string>;
/** Filter values are strings; an interface works as well as a type alias. */
type StringValues<F> = { [K in keyof F]: string };

export interface ListParamsDefaults<F extends StringValues<F> = ListFilters> {
  page?: number;
  per_page: number;
  search?: string;
  /** Every filter the list knows, with its default value ('' for none). */
  filters?: F;
}

export interface ListParams<F extends StringValues<F> = ListFilters> {
  page: number;
  per_page: number;
  search: string;
  filters: F;
  /** The API query: page, per_page, a non-empty search and the non-empty filters. */
  query: Record<string, string | number>;
  setPage: (page: number) => void;
  /** For table pagination: a new page size goes back to page 1. */
  setPagination: (page: number, perPage: number) => void;
  /** A new search goes back to page 1. */
  setSearch: (search: string) => void;
  /** A changed filter goes back to page 1. */
  setFilter: <K extends keyof F & string>(key: K, value: F[K]) => void;
  setFilters: (filters: Partial<F>) => void;
  /** Back to the defaults (an empty query string). */
  reset: () => void;
}

type Changes = Record<string, string | number | undefined>;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * Reads and writes list state from the URL search params. Values equal to
 * their defaults are left out of the URL. `defaults` is read on the first
 * render only.
 */
export function useListParams<F extends StringValues<F> = ListFilters>(
  defaults: ListParamsDefaults<F>,
): ListParams<F> {
  const [initial] = useState(() => ({
    page: defaults.page ?? 1,
    per_page: defaults.per_page,
    search: defaults.search ?? '',
    filters: defaults.filters ?? ({} as F),
  }));
  const [searchParams, setSearchParams] = useSearchParams();

  const page = positiveInt(searchParams.get('page')) ?? initial.page;
  const perPage = positiveInt(searchParams.get('per_page')) ?? initial.per_page;
  const search = searchParams.get('search') ?? initial.search;
  const filterKey = Object.keys(initial.filters)
    .map((key) => `${key}=${searchParams.get(key) ?? ''}`)
    .join('&');
  const filters = useMemo(() => {
    const params = new URLSearchParams(filterKey);
    const values = { ...initial.filters };
    for (const key of Object.keys(values) as Array<keyof F & string>) {
      const value = params.get(key);
      if (value) values[key] = value as F[typeof key];
    }
    return values;
  }, [filterKey, initial.filters]);

  const update = useCallback(
    (changes: Changes, replace = false) => {
      const defaultsByKey: Changes = {
        page: initial.page,
        per_page: initial.per_page,
        search: initial.search,
        ...initial.filters,
      };
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (
              value === undefined ||
              value === '' ||
              String(value) === String(defaultsByKey[key] ?? '')
            )
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [initial, setSearchParams],
  );

  const query = useMemo(() => {
    const result: Record<string, string | number> = { page, per_page: perPage };
    if (search.trim()) result.search = search.trim();
    for (const [key, value] of Object.entries<string>(filters)) if (value) result[key] = value;
    return result;
  }, [page, perPage, search, filters]);

  return {
    page,
    per_page: perPage,
    search,
    filters,
    query,
    setPage: useCallback((next: number) => update({ page: next }), [update]),
    setPagination: useCallback(
      (next: number, size: number) => update({ page: size === perPage ? next : 1, per_page: size }),
      [update, perPage],
    ),
    // Typing replaces the history entry instead of adding one per keystroke.
    setSearch: useCallback((next: string) => update({ search: next, page: 1 }, true), [update]),
    setFilter: useCallback(
      <K extends keyof F & string>(key: K, value: F[K]) => update({ [key]: value, page: 1 }),
      [update],
    ),
    setFilters: useCallback((next: Partial<F>) => update({ ...next, page: 1 }), [update]),
    reset: useCallback(
      () =>
        update(
          Object.fromEntries(
            ['page', 'per_page', 'search', ...Object.keys(initial.filters)].map((k) => [
              k,
              undefined,
            ]),
          ),
        ),
      [update, initial.filters],
    ),
  };
}
