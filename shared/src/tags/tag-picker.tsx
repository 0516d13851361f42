import { useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { Select } from '@colophon/shared/antd';
import type { Single, Tag, TagSummary } from '@colophon/shared/contracts';
import { tagKeys, tagsQueryOptions } from './tag-queries';

export interface TagPickerProps {
  id?: string;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  /** The record's current tags, so their names show before any search. */
  known?: TagSummary[];
  placeholder: string;
  disabled?: boolean;
  status?: 'error';
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Picks several tags; typing searches the tags on the server. */
export function TagPicker({ value, onChange, known = [], ...props }: TagPickerProps) {
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...tagsQueryOptions({ search, per_page: 50, sort: 'usage' }),
    placeholderData: keepPreviousData,
  });
  // Every name seen, so a chosen tag keeps its label when a search no longer lists it.
  const names = useRef(new Map<number, string>());
  for (const tag of known) names.current.set(tag.id, tag.name);
  for (const tag of query.data?.data ?? []) names.current.set(tag.id, tag.name);
  // A chosen tag no list has named yet (an edited record's): read it once.
  const unnamed = (value ?? []).filter((id) => !names.current.has(id));
  const details = useQueries({
    queries: unnamed.map((id) => ({
      queryKey: [...tagKeys.all, 'detail', id] as const,
      queryFn: async () => (await apiClient.get<Single<Tag>>(`tags/${id}`)).data.data,
      staleTime: 60_000,
    })),
  });
  for (const detail of details)
    if (detail.data) names.current.set(detail.data.id, detail.data.name);
  const options = useMemo(() => {
    const listed = (query.data?.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
    const chosen = (value ?? [])
      .filter((id) => !listed.some((option) => option.value === id))
      .map((id) => ({ value: id, label: names.current.get(id) ?? `#${id}` }));
    return [...chosen, ...listed];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names is a ref the details fill
  }, [query.data, value, details.map((d) => d.dataUpdatedAt).join()]);

  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      loading={query.isFetching}
      value={value ?? []}
      onChange={(ids) => onChange(ids)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
