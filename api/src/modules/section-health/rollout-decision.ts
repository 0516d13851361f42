// The rollout policy's rule (rolloutPolicySchema), as a pure function of the
// window's figures: the watcher acts on it, the health screen shows it.
import type { HealthFigures, RolloutPolicy, RolloutVerdict } from '@colophon/shared/contracts';

/**
 * Why the canary must be rolled back now, or null. Nothing is decided before
 * the canary has `min_sessions` sessions in the window (noise on a small
 * sample never rolls back). Then, in this order:
 * - error_rate: its error rate is above `max_error_rate` % and above
 *   `error_ratio` × stable's (a stable without sessions counts as 0 %);
 *   the verdict's threshold is the larger of the two bounds;
 * - inp, lcp: its p75 exceeds stable's by more than the policy's milliseconds,
 *   read only when the canary has `min_sessions` values of the metric and
 *   stable at least one; the threshold is the allowed slowdown (ms).
 */
export function decideRollback(
  policy: RolloutPolicy,
  canary: HealthFigures | null,
  stable: HealthFigures | null,
): RolloutVerdict | null {
  if (!policy.enabled || !canary || canary.sessions < policy.min_sessions) return null;
  const verdict = (rule: RolloutVerdict['rule'], threshold: number): RolloutVerdict => ({
    rule,
    window_minutes: policy.window_minutes,
    canary,
    stable,
    threshold,
  });

  const canaryRate = canary.error_rate ?? 0;
  const stableRate = stable?.error_rate ?? 0;
  const errorBound = Math.max(policy.max_error_rate, policy.error_ratio * stableRate);
  if (canaryRate > policy.max_error_rate && canaryRate > policy.error_ratio * stableRate) {
    return { ...verdict('error_rate', errorBound), error_ratio: policy.error_ratio };
  }

  const slower = (
    allowed: number | null,
    canaryP75: number | null,
    canarySamples: number,
    stableP75: number | null | undefined,
    stableSamples: number | undefined,
  ) =>
    allowed !== null &&
    canaryP75 !== null &&
    stableP75 !== null &&
    stableP75 !== undefined &&
    canarySamples >= policy.min_sessions &&
    (stableSamples ?? 0) >= 1 &&
    canaryP75 - stableP75 > allowed;

  const inp = policy.max_inp_regression_ms;
  if (slower(inp, canary.inp_p75, canary.inp_samples, stable?.inp_p75, stable?.inp_samples)) {
    return verdict('inp', inp!);
  }
  const lcp = policy.max_lcp_regression_ms;
  if (slower(lcp, canary.lcp_p75, canary.lcp_samples, stable?.lcp_p75, stable?.lcp_samples)) {
    return verdict('lcp', lcp!);
  }
  return null;
}

/**
 * Whether a healthy canary has soaked long enough to be promoted on its own:
 * the policy names a soak time, the canary has been live that long, and the
 * window has its sample with no breach.
 */
export function readyToPromote(
  policy: RolloutPolicy,
  canary: HealthFigures | null,
  liveSinceMs: number,
  nowMs: number,
  breach: RolloutVerdict | null,
): boolean {
  return (
    policy.enabled &&
    policy.promote_after_minutes !== null &&
    breach === null &&
    canary !== null &&
    canary.sessions >= policy.min_sessions &&
    nowMs - liveSinceMs >= policy.promote_after_minutes * 60_000
  );
}
