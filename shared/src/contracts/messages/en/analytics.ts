// Editorial analytics (analytics.ts): the refusals of its period and report filters.
export const enAnalytics = {
  'analytics.from': 'The first month must be written as YYYY-MM, for example 2026-03',
  'analytics.to': 'The last month must be written as YYYY-MM, for example 2026-03',
  'analytics.year': 'The year must be a year between 2000 and 2100',
  'analytics.toBeforeFrom': 'The last month may not come before the first month',
  'analytics.tooManyMonths': 'Choose a period of at most {{max}} months',
} as const;
