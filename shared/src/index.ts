// @colophon/shared: the React side of the shared package. A Module
// Federation singleton: host and sections get this one module instance, so
// there is one API client, one session, one i18n and one QueryClient.

// API client
export { apiClient } from './api/api-client';
export { toApiError, firstFieldError, type ApiError } from './api/api-error';
export { downloadCsv, downloadFile, saveBlob } from './api/download-csv';
export { isListCall } from './api/list-call';
export {
  REQUEST_TIMEOUT_MS,
  RETRY_LIMIT,
  RETRYABLE_STATUSES,
  RETRYABLE_METHODS,
  NETWORK_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
} from './api/constants';

// Section health: which section made a call, and what the sections report to the host's collector
export { SECTION_HEADER, callingSection } from './health/calling-section';
export {
  SECTION_SIGNAL_KINDS,
  reportSectionSignal,
  onSectionSignal,
  type SectionSignal,
  type SectionSignalKind,
  type SectionSignalListener,
} from './health/section-signals';

// Session and theme
export { useAuthStore, type AuthState } from './stores/auth-store';
export { readAuthToken } from './api/auth-token';
export { initSession, FETCH_USER_FAILED_MESSAGE } from './stores/init-session';
export { hasRole } from './stores/has-role';
export { useCan, useCanAny } from './stores/use-can';
export {
  useThemeStore,
  THEME_MODES,
  type ThemeMode,
  type ResolvedTheme,
  type ThemeState,
} from './stores/theme-store';
export {
  AUTH_TOKEN_KEY,
  AUTH_STORAGE_KEY,
  THEME_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
} from './stores/storage-keys';

// Languages
export {
  i18n,
  changeLanguage,
  currentLanguage,
  registerNamespace,
  registerLanguageLoader,
  i18nReady,
  type LanguageLoader,
  type NamespaceBundles,
} from './i18n/i18n';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  isRtl,
  type LanguageCode,
  type SupportedLanguage,
  type TextDirection,
} from './i18n/languages';
export { useLanguage } from './i18n/use-language';
export { useMessageText } from './i18n/use-message-text';

// Data
export { queryClient, createQueryClient } from './query/query-client';

// Providers and sections
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
export { ShellProviders, type ShellProvidersProps } from './providers/shell-providers';
export { PanelProviders } from './providers/panel-providers';
export { SectionRoot, type SectionRootProps } from './section/section-root';
export { SectionErrorBoundary } from './section/section-error-boundary';
export { type SectionProps } from './section/section-props';
export {
  createSectionLifecycles,
  type SectionDefinition,
  type SectionLifecycles,
} from './section/create-section-lifecycles';
// StandaloneShell (a section alone on its dev server) is '@colophon/shared/standalone'.
export { type SectionTranslations } from './section/section-translations';
export { sectionRoutes, type SectionPages } from './section/section-routes';

// Common UI
export { StatusBadge, type StatusBadgeProps } from './ui/status-badge';
export {
  STATUS_VARIANTS,
  VARIANT_TAG_COLORS,
  statusVariant,
  type StatusVariant,
} from './ui/status-colors';
export { PageHeader, type PageHeaderProps } from './ui/page-header';
export {
  ConfirmDialog,
  confirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogOptions,
} from './ui/confirm-dialog';
export { EmptyState, type EmptyStateProps } from './ui/empty-state';
export { ErrorState, type ErrorStateProps } from './ui/error-state';
export { LoadingState, type LoadingStateProps } from './ui/loading-state';
export {
  RecordLoader,
  type RecordLoaderProps,
  type RecordLoaderTexts,
  type RecordQuery,
} from './ui/record-loader';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './ui/full-screen-spinner';
export { SectionError, type SectionErrorProps } from './ui/section-error';
export { useNotify, type Notify } from './ui/use-notify';
export { useErrorToast } from './ui/use-error-toast';
export { ButtonLink, type ButtonLinkProps } from './ui/button-link';
export {
  AccessDenied,
  RequirePermission,
  type AccessDeniedProps,
  type RequirePermissionProps,
} from './ui/access-denied';
export { SearchBox, type SearchBoxProps } from './ui/search-box';
export { VisuallyHidden } from './ui/visually-hidden';
export {
  UserText,
  LtrText,
  userText,
  ltrText,
  userBlockProps,
  USER_BLOCK_STYLE,
  LTR_INPUT,
  isolate,
} from './ui/bidi';
export {
  useListParams,
  type ListParams,
  type ListParamsDefaults,
  type ListFilters,
  type ListSortDefaults,
  type ListSorting,
} from './ui/use-list-params';
export { listLanding } from './ui/list-landing';
export { useTabParam, type TabParam } from './ui/use-tab-param';
export {
  useSearchParamsWriter,
  type SearchParamsWriteOptions,
} from './ui/use-search-params-writer';

// Unsaved changes (one registry: the host's router asks before leaving a dirty form)
export {
  useUnsavedChanges,
  hasDirtyForms,
  hasUnsavedChanges,
  confirmDiscardChanges,
  type UnsavedChangesGuard,
} from './navigation/unsaved-changes';

// Categories (read by two sections: the tree screen and the journals form's picker)
export {
  categoryTreeKeys,
  getCategoryTree,
  getCategoryTreeQueryOptions,
  useCategoryTree,
} from './categories/category-tree-query';
export {
  toCategoryOptions,
  subtreeIds,
  limitSelection,
  type CategoryOption,
} from './categories/category-picker-options';

// Formatters
export { formatFee, formatBadgeCount } from './format/format-number';
export {
  formatDate,
  formatRelativeTime,
  prepareDateFormats,
  type DateInput,
} from './format/format-date';
export { dateFormat, numberFormat } from './format/intl-formats';
export {
  formatManuscriptId,
  formatVersion,
  getInitials,
  formatRoleName,
  truncate,
} from './format/format-text';

// Data UI: lists, filters and pickers built on the data part of the antd kit
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

// The form kit: every form of the panel builds its fields and its server errors with these
export { FormField, type FormFieldProps } from './forms/form-field';
export { FieldFrame, type FieldFrameProps, type FieldItemProps } from './forms/field-frame';
export { PlainFormField, type PlainFormFieldProps } from './forms/plain-form-field';
export { fieldA11y, fieldIdOf, type FieldA11y } from './forms/field-a11y';
export {
  applyServerErrors,
  type ApplyServerErrorsOptions,
  type AppliedServerErrors,
  type ServerErrorFields,
} from './forms/apply-server-errors';
export { firstErrorMessage } from './forms/first-error-message';
