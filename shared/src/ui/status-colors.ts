// Status badge colours, as semantic variants and as antd Tag colours.

export type StatusVariant = 'secondary' | 'info' | 'warning' | 'success' | 'danger';

export const STATUS_VARIANTS: Readonly<Record<string, StatusVariant>> = {
  draft: 'secondary',
  submitted: 'info',
  under_review: 'warning',
  revision_requested: 'warning',
  revised: 'info',
  accepted: 'success',
  rejected: 'danger',
  published: 'success',
  withdrawn: 'secondary',
  active: 'success',
  inactive: 'secondary',
  pending: 'warning',
  approved: 'success',
};

/** antd Tag preset colours: 'default' grey, 'processing' blue, 'warning' gold, 'success' green, 'error' red. */
export const VARIANT_TAG_COLORS: Readonly<Record<StatusVariant, string>> = {
  secondary: 'default',
  info: 'processing',
  warning: 'warning',
  success: 'success',
  danger: 'error',
};

export function statusVariant(status: string): StatusVariant {
  return STATUS_VARIANTS[status] ?? 'secondary';
}
