// @colophon/shared/data-ui: common UI built on the data part of the antd kit.
// Kept out of @colophon/shared so that the login page, which needs the
// session, client and i18n of that module, does not also load tables and trees.
export { ListTable, type ListTableProps } from './ui/list-table';
/** The phone width at which ListTable folds its columns, for a screen that folds with it. */
export { useNarrowScreen } from './ui/use-narrow-screen';
export { CategoryPicker, type CategoryPickerProps } from './categories/category-picker';
export {
  FilterBar,
  withAllOption,
  type FilterBarProps,
  type FilterOption,
  type FilterSelect,
} from './ui/filter-bar';
export { TagPicker, type TagPickerProps } from './tags/tag-picker';
export { TagChips } from './tags/tag-chips';
export { TagFilter } from './tags/tag-filter';
export {
  getTags,
  tagKeys,
  tagsQueryOptions,
  useTagFilterOptions,
  type TagListParams,
} from './tags/tag-queries';
export { ItemList, type ItemListProps } from './ui/item-list';
