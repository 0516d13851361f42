import { useMemo, useRef, useState } from 'react';
import { Select } from '@colophon/shared/antd';
import { type EditorOption, type EditorRole, useEditorSearch } from '../api/search-editors';

export interface EditorPickerProps {
  id?: string;
  role: EditorRole;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** The team's current members, so their names show before any search. */
  known: EditorOption[];
  placeholder: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const labelOf = (user: EditorOption) => `${user.name} (${user.email})`;

/** Picks several users holding `role`; typing searches them on the server by name or e-mail. */
export function EditorPicker({ role, value, onChange, known, ...props }: EditorPickerProps) {
  const [search, setSearch] = useState('');
  const query = useEditorSearch(role, search);
  // Every user seen, so a chosen one keeps their label when a search no longer lists them.
  const seen = useRef(new Map<number, EditorOption>());
  for (const user of known) seen.current.set(user.id, user);
  for (const user of query.data ?? []) seen.current.set(user.id, user);
  const options = useMemo(() => {
    const listed = (query.data ?? []).map((user) => ({ value: user.id, label: labelOf(user) }));
    const chosen = (value ?? [])
      .filter((id) => !listed.some((option) => option.value === id))
      .map((id) => {
        const user = seen.current.get(id);
        return { value: id, label: user ? labelOf(user) : `#${id}` };
      });
    return [...chosen, ...listed];
  }, [query.data, value]);

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
