// @colophon/shared/antd: the one curated antd + icons kit (shell, panel and data parts).
//
// Every export of a shared module counts as used by the bundler, so this list
// decides what antd ships: name only what the panel renders. Host and remotes
// import antd and icons from here and nowhere else, which keeps a single antd
// instance (one theme, one set of contexts) across all Module Federation
// containers. Add a component here before using it in an app.

export * from './antd/shell';
export * from './antd/panel';
export * from './antd/data';
// The data part component by component, for the host's preloading (see the file).
export { DATA_KIT_PARTS } from './antd/data-parts';

// ── Types (no runtime cost) ────────────────────────────────────────────────
export type {
  AlertProps,
  AppProps,
  AvatarProps,
  BadgeProps,
  ButtonProps,
  CardProps,
  CheckboxChangeEvent,
  CheckboxOptionType,
  CheckboxProps,
  CollapseProps,
  ConfigProviderProps,
  DescriptionsProps,
  DrawerProps,
  DropdownProps,
  EmptyProps,
  FlexProps,
  FormInstance,
  FormItemProps,
  FormListFieldData,
  FormListOperation,
  FormProps,
  FormRule,
  GetProp,
  GetProps,
  GetRef,
  GlobalToken,
  InputNumberProps,
  InputProps,
  InputRef,
  LayoutProps,
  ListyProps,
  MenuProps,
  ModalFuncProps,
  ModalProps,
  PaginationProps,
  PopconfirmProps,
  ProgressProps,
  RadioChangeEvent,
  RadioGroupProps,
  RateProps,
  ResultProps,
  SegmentedProps,
  SelectProps,
  SiderProps,
  SkeletonProps,
  SpaceProps,
  SpinProps,
  StatisticProps,
  SwitchProps,
  TableColumnsType,
  TableColumnType,
  TablePaginationConfig,
  TableProps,
  TabsProps,
  TagProps,
  ThemeConfig,
  TimelineItemProps,
  TimelineProps,
  TooltipProps,
  TreeDataNode,
  TreeProps,
  TreeSelectProps,
  TypographyProps,
  UploadFile,
  UploadProps,
} from 'antd';
export type { Locale as AntdLocale } from 'antd/es/locale';
