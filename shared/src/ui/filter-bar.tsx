// The filter row above a list: the search box, a select per filter, the
// list's own controls, and trailing actions pushed to the far edge.
import { type ReactNode } from 'react';
import { Flex, Select } from '@colophon/shared/antd';
import { SearchBox, type SearchBoxProps } from './search-box';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelect {
  /** The select's accessible name. */
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  loading?: boolean;
  /** Minimum inline size in px (180 by default). */
  minWidth?: number;
}

export interface FilterBarProps {
  search: SearchBoxProps;
  selects?: FilterSelect[];
  /** Other controls after the selects (a segmented status, a refresh button). */
  children?: ReactNode;
  /** Trailing actions, at the far edge (an export). */
  extra?: ReactNode;
}

/** `options` after an "all" option whose value is '' (no filter). */
export function withAllOption(allLabel: string, options: FilterOption[]): FilterOption[] {
  return [{ value: '', label: allLabel }, ...options];
}

export function FilterBar({ search, selects = [], children, extra }: FilterBarProps) {
  return (
    <Flex wrap gap="small" align="center" style={{ marginBlockEnd: 16 }}>
      <SearchBox {...search} />
      {selects.map((select) => (
        <Select
          key={select.label}
          aria-label={select.label}
          value={select.value}
          options={select.options}
          loading={select.loading}
          onChange={select.onChange}
          style={{ minInlineSize: select.minWidth ?? 180 }}
          popupMatchSelectWidth={false}
        />
      ))}
      {children}
      {extra && <div style={{ marginInlineStart: 'auto' }}>{extra}</div>}
    </Flex>
  );
}
