// The detail page's tabs (five, then the editorial team); the open one lives in the URL (?tab=…).
export const DETAIL_TABS = [
  'overview',
  'metrics',
  'policies',
  'details',
  'manuscripts',
  'team',
  'reminders',
  'letters',
  'review-form',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The tab of the URL (?tab=…), the overview when there is none or it is unknown. */
export function toDetailTab(value: string | null): DetailTab {
  return (DETAIL_TABS as readonly string[]).includes(value ?? '')
    ? (value as DetailTab)
    : 'overview';
}
