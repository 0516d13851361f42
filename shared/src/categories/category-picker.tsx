import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '@colophon/shared/antd';
import { limitSelection, toCategoryOptions } from './category-picker-options';
import { useCategoryTree } from './category-tree-query';

interface CommonProps {
  id?: string;
  placeholder?: string;
  /** This category and its descendants are not offered (the parent picker of an edited category). */
  excludeId?: number | null;
  disabled?: boolean;
  status?: 'error';
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export type CategoryPickerProps = CommonProps &
  (
    | { multiple?: false; value: number | null | undefined; onChange: (id: number | null) => void }
    | {
        multiple: true;
        value: number[] | undefined;
        onChange: (ids: number[]) => void;
        /** The spec's optional maximum selection count. */
        maxCount?: number;
      }
  );

/** Picks one category (a parent) or several (a journal's categories) from the category tree. */
export function CategoryPicker(props: CategoryPickerProps) {
  const { t } = useTranslation('common');
  const tree = useCategoryTree();
  const options = useMemo(
    () => toCategoryOptions(tree.data ?? [], { excludeId: props.excludeId }),
    [tree.data, props.excludeId],
  );
  const common = {
    id: props.id,
    treeData: options,
    placeholder: props.placeholder ?? t('categories.pick'),
    loading: tree.isLoading,
    disabled: props.disabled,
    status: props.status,
    onBlur: props.onBlur,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    allowClear: true,
    showSearch: true,
    treeNodeFilterProp: 'title',
    treeDefaultExpandAll: true,
    notFoundContent: tree.isError ? t('categories.loadFailed') : undefined,
    style: { width: '100%' },
  };
  if (props.multiple) {
    const { onChange, maxCount } = props;
    return (
      <TreeSelect<number[]>
        {...common}
        multiple
        maxCount={maxCount}
        value={props.value ?? []}
        onChange={(ids) => onChange(limitSelection(ids ?? [], maxCount))}
      />
    );
  }
  const { onChange } = props;
  return (
    <TreeSelect<number | null>
      {...common}
      value={props.value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
    />
  );
}
