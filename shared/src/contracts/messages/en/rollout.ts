// Rollout policies (section-health.ts): the refusals of the policy form.
export const enRollout = {
  'rollout.windowMinutes': 'The window must be a whole number of minutes from 1 to 1440',
  'rollout.minSessions': 'The sample must be a whole number of sessions from 1 to 1,000,000',
  'rollout.maxErrorRate': 'The error rate must be a share from 0 to 100 %',
  'rollout.errorRatio': 'The ratio to stable must be a number from 1 to 100',
  'rollout.regressionMs': 'The slowdown must be a whole number of milliseconds from 0 to 60,000',
  'rollout.promoteAfter': 'The soak time must be a whole number of minutes from 1 to 10,080',
  'rollout.chartMinutes': 'The period must be a whole number of minutes from 5 to 10,080',
  'rollout.boolean': 'Choose on or off',
  'rollout.apiContract':
    'This release needs API contract {{required}}, and the running API serves {{served}}.',
} as const;
