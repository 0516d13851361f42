import { Select } from '@colophon/shared/antd';
import { useTagFilterOptions } from './tag-queries';

interface TagFilterProps {
  /** A tag id, or '' for every tag. */
  value: string;
  onChange: (tag: string) => void;
  /** The select's accessible name. */
  label: string;
  /** The text of "no tag filter". */
  allLabel: string;
}

/** Narrows a list (journals, manuscripts) to the records carrying one tag. */
export function TagFilter({ value, onChange, label, allLabel }: TagFilterProps) {
  const { options, loading } = useTagFilterOptions();
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={onChange}
      loading={loading}
      showSearch
      optionFilterProp="label"
      style={{ minInlineSize: 180 }}
      popupMatchSelectWidth={false}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
