import { Input } from '@colophon/shared/antd';

export interface SearchBoxProps {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}

/**
 * Search input that applies on Enter, the search button or clear. Keyed on
 * the applied value so a change of the URL (back/forward) resets the text.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      onSearch={(next) => onSearch(next.trim())}
      style={{ maxInlineSize: 360 }}
    />
  );
}
