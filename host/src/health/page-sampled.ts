/**
 * Whether this page load reports section health: decided once, with the
 * registry's `health_sample_rate` (0-1). A registry that does not give one
 * has no health endpoint to send to: nothing is reported.
 */
export function pageSampled(rate: number | undefined, random: () => number = Math.random): boolean {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return false;
  return random() < rate;
}
