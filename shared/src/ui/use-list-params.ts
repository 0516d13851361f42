// List state (page, page size, search, filters, sort) kept in the URL, so a
// list survives reloads, can be linked to and follows Back/Forward. Also the
// `highlight` a save lands with, read once and then dropped.
import { useCallback, useMemo, useState } from 'react';
import { type SortDirection } from '../contracts/common';
import { useSearchParamsWriter } from './use-search-params-writer';

export type ListFilters = Record<string, string>;
/** Filter values are strings; an interface works as well as a type alias. */
type StringValues<F> = { [K in keyof F]: string };

export interface ListParamsDefaults<F extends StringValues<F> = ListFilters> {
  page?: number;
  per_page: number;
  search?: string;
  /** Every filter the list knows, with its default value ('' for none). */
  filters?: F;
  /** A list the API sorts: its sortable fields, as the list's contract names them. */
  sort?: ListSortDefaults;
}

export interface ListSortDefaults<S extends string = string> {
  /** The API's order when the query has no `sort`. */
  default: S;
  /** Each sortable field's order when `direction` is left out (the API's natural order). */
  natural: Record<S, SortDirection>;
}

/** A list's order and how to change it: what ListTable's `sorting` takes. */
export interface ListSorting {
  /** The field the list is sorted by (the default when the URL names none). */
  field: string;
  direction: SortDirection;
  natural: Record<string, SortDirection>;
  /** A field and direction, or nothing for the list's default order; back to page 1. */
  onChange: (field?: string, direction?: SortDirection) => void;
}

export interface ListParams<F extends StringValues<F> = ListFilters> {
  page: number;
  per_page: number;
  search: string;
  filters: F;
  /** The API query: page, per_page, a non-empty search, the non-empty filters and the URL's sort. */
  query: Record<string, string | number>;
  /** The order, for ListTable; undefined for a list without `sort` defaults. */
  sorting: ListSorting | undefined;
  /** The id of a row just saved (`highlight` in the URL), or null. */
  highlight: number | null;
  /** Drops `highlight` from the URL (once the list has shown the row). */
  clearHighlight: () => void;
  setPage: (page: number) => void;
  /** For table pagination: a new page size goes back to page 1. */
  setPagination: (page: number, perPage: number) => void;
  /** A new search goes back to page 1. */
  setSearch: (search: string) => void;
  /** A changed filter goes back to page 1. */
  setFilter: <K extends keyof F & string>(key: K, value: F[K]) => void;
  setFilters: (filters: Partial<F>) => void;
  /** Back to the defaults (an empty query string; sort too). */
  reset: () => void;
}

type Changes = Record<string, string | number | undefined>;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}
/** The params the hook manages besides the filters: reset() clears them all. */
const MANAGED = ['page', 'per_page', 'search', 'sort', 'direction'];

/**
 * The URL's sort when it names one of the list's fields (a hand-edited link
 * with an unknown one is read as the default order, not sent for a 422), its
 * direction when valid, else the field's natural one.
 */
function readSort(
  defaults: ListSortDefaults | undefined,
  sort: string | null,
  direction: string | null,
): { field: string; direction: SortDirection } | undefined {
  if (!defaults || sort === null || !Object.hasOwn(defaults.natural, sort)) return undefined;
  const valid = direction === 'asc' || direction === 'desc';
  return { field: sort, direction: valid ? direction : defaults.natural[sort]! };
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
    sort: defaults.sort,
  }));
  // Each change builds on the last one written, though not yet rendered (a status clicked
  // and a search entered at once keep both): use-search-params-writer.ts.
  const [searchParams, write] = useSearchParamsWriter();

  const page = positiveInt(searchParams.get('page')) ?? initial.page;
  const perPage = positiveInt(searchParams.get('per_page')) ?? initial.per_page;
  const search = searchParams.get('search') ?? initial.search;
  const sortDefaults = initial.sort;
  const urlSort = readSort(sortDefaults, searchParams.get('sort'), searchParams.get('direction'));
  const highlight = positiveInt(searchParams.get('highlight')) ?? null;
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
      write(
        (next) => {
          for (const [key, value] of Object.entries(changes)) {
            if (
              value === undefined ||
              value === '' ||
              String(value) === String(defaultsByKey[key] ?? '')
            )
              next.delete(key);
            else next.set(key, String(value));
          }
        },
        { replace },
      );
    },
    [initial, write],
  );

  const urlSortField = urlSort?.field;
  const urlSortDirection = urlSort?.direction;
  const query = useMemo(() => {
    const result: Record<string, string | number> = { page, per_page: perPage };
    if (search.trim()) result.search = search.trim();
    for (const [key, value] of Object.entries<string>(filters)) if (value) result[key] = value;
    if (urlSortField && urlSortDirection) {
      result.sort = urlSortField;
      result.direction = urlSortDirection;
    }
    return result;
  }, [page, perPage, search, filters, urlSortField, urlSortDirection]);

  const setSort = useCallback(
    (field?: string, direction?: SortDirection) => {
      if (!sortDefaults) return;
      const known = field !== undefined && Object.hasOwn(sortDefaults.natural, field);
      const resolved = known ? (direction ?? sortDefaults.natural[field]) : undefined;
      // The list's own default order is no sort in the URL.
      const isDefault =
        !known ||
        (field === sortDefaults.default && resolved === sortDefaults.natural[sortDefaults.default]);
      update(
        isDefault
          ? { sort: undefined, direction: undefined, page: 1 }
          : { sort: field, direction: resolved, page: 1 },
      );
    },
    [sortDefaults, update],
  );
  const sorting = useMemo((): ListSorting | undefined => {
    if (!sortDefaults) return undefined;
    const field = urlSortField ?? sortDefaults.default;
    return {
      field,
      direction: urlSortDirection ?? sortDefaults.natural[field]!,
      natural: sortDefaults.natural,
      onChange: setSort,
    };
  }, [sortDefaults, urlSortField, urlSortDirection, setSort]);

  return {
    page,
    per_page: perPage,
    search,
    filters,
    query,
    sorting,
    highlight,
    // Replaces the history entry: Back should not bring the highlight back.
    clearHighlight: useCallback(() => update({ highlight: undefined }, true), [update]),
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
            [...MANAGED, ...Object.keys(initial.filters)].map((k) => [k, undefined]),
          ),
        ),
      [update, initial.filters],
    ),
  };
}
