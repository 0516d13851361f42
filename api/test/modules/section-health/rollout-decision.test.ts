import {
  DEFAULT_ROLLOUT_POLICY,
  type HealthFigures,
  type RolloutPolicy,
} from '@colophon/shared/contracts';
import {
  decideRollback,
  readyToPromote,
} from '../../../src/modules/section-health/rollout-decision';

const policy: RolloutPolicy = {
  ...DEFAULT_ROLLOUT_POLICY,
  window_minutes: 10,
  min_sessions: 200,
  max_error_rate: 2,
  error_ratio: 2,
  max_inp_regression_ms: 100,
  max_lcp_regression_ms: null,
};

const figures = (over: Partial<HealthFigures> & { sessions: number; errored_sessions: number }) => {
  const base: HealthFigures = {
    version: '1.0.0',
    sessions: over.sessions,
    errored_sessions: over.errored_sessions,
    error_rate: over.sessions > 0 ? (over.errored_sessions / over.sessions) * 100 : null,
    load_errors: 0,
    render_errors: over.errored_sessions,
    unhandled_errors: 0,
    api_calls: 0,
    api_failures: 0,
    api_failure_rate: null,
    inp_p75: null,
    inp_samples: 0,
    lcp_p75: null,
    lcp_samples: 0,
    cls_p75: null,
  };
  return { ...base, ...over };
};

describe('decideRollback', () => {
  const stable = figures({ version: '1.0.0', sessions: 400, errored_sessions: 2 }); // 0.5 %

  it('rolls back a canary over both error bounds, once it has the sample', () => {
    const canary = figures({ version: '1.1.0', sessions: 200, errored_sessions: 20 }); // 10 %
    const verdict = decideRollback(policy, canary, stable);
    expect(verdict).toEqual({
      rule: 'error_rate',
      window_minutes: 10,
      canary,
      stable,
      threshold: 2,
      error_ratio: 2,
    });
  });

  it('never decides on a small sample, however bad it looks', () => {
    const canary = figures({ version: '1.1.0', sessions: 199, errored_sessions: 199 });
    expect(decideRollback(policy, canary, stable)).toBeNull();
    expect(decideRollback(policy, null, stable)).toBeNull();
  });

  it('does not roll back a canary when stable is equally bad (the ratio rule)', () => {
    const badStable = figures({ version: '1.0.0', sessions: 400, errored_sessions: 40 }); // 10 %
    const canary = figures({ version: '1.1.0', sessions: 300, errored_sessions: 45 }); // 15 %
    expect(decideRollback(policy, canary, badStable)).toBeNull();
    // More than twice stable's 10 %: rolled back, the bound being 20 %.
    const worse = figures({ version: '1.1.0', sessions: 300, errored_sessions: 63 }); // 21 %
    expect(decideRollback(policy, worse, badStable)).toMatchObject({
      rule: 'error_rate',
      threshold: 20,
    });
  });

  it('does not roll back under the absolute error rate, whatever the ratio', () => {
    const cleanStable = figures({ version: '1.0.0', sessions: 400, errored_sessions: 0 });
    const canary = figures({ version: '1.1.0', sessions: 200, errored_sessions: 4 }); // 2 %, not above
    expect(decideRollback(policy, canary, cleanStable)).toBeNull();
    // A stable without sessions counts as 0 %.
    const five = figures({ version: '1.1.0', sessions: 200, errored_sessions: 5 });
    expect(decideRollback(policy, five, null)).toMatchObject({ rule: 'error_rate' });
  });

  it('rolls back on an INP regression over the policy, with enough values on both sides', () => {
    const fastStable = { ...stable, inp_p75: 113, inp_samples: 300 };
    const slow = figures({
      version: '1.1.0',
      sessions: 250,
      errored_sessions: 0,
      inp_p75: 269,
      inp_samples: 200,
    });
    expect(decideRollback(policy, slow, fastStable)).toMatchObject({
      rule: 'inp',
      threshold: 100,
    });
    // 100 ms slower exactly is allowed.
    expect(decideRollback(policy, { ...slow, inp_p75: 213 }, fastStable)).toBeNull();
    // Too few INP values on the canary, or none on stable: not judged.
    expect(decideRollback(policy, { ...slow, inp_samples: 199 }, fastStable)).toBeNull();
    expect(
      decideRollback(policy, slow, { ...fastStable, inp_samples: 0, inp_p75: null }),
    ).toBeNull();
    // Not watched.
    expect(decideRollback({ ...policy, max_inp_regression_ms: null }, slow, fastStable)).toBeNull();
  });

  it('watches LCP when the policy names a slowdown', () => {
    const lcpPolicy = { ...policy, max_lcp_regression_ms: 500 };
    const canary = figures({
      version: '1.1.0',
      sessions: 250,
      errored_sessions: 0,
      lcp_p75: 3044,
      lcp_samples: 250,
    });
    const base = { ...stable, lcp_p75: 1280, lcp_samples: 400 };
    expect(decideRollback(lcpPolicy, canary, base)).toMatchObject({ rule: 'lcp', threshold: 500 });
    expect(decideRollback(policy, canary, base)).toBeNull();
  });

  it('does nothing while the policy is off', () => {
    const canary = figures({ version: '1.1.0', sessions: 500, errored_sessions: 500 });
    expect(decideRollback({ ...policy, enabled: false }, canary, stable)).toBeNull();
  });
});

describe('readyToPromote', () => {
  const soak = { ...policy, promote_after_minutes: 30 };
  const canary = figures({ version: '1.1.0', sessions: 200, errored_sessions: 0 });
  const start = Date.parse('2026-01-01T10:00:00Z');

  it('promotes a healthy canary with its sample after the soak time only', () => {
    expect(readyToPromote(soak, canary, start, start + 30 * 60_000, null)).toBe(true);
    expect(readyToPromote(soak, canary, start, start + 29 * 60_000, null)).toBe(false);
    expect(readyToPromote(policy, canary, start, start + 600 * 60_000, null)).toBe(false);
    const small = { ...canary, sessions: 199 };
    expect(readyToPromote(soak, small, start, start + 60 * 60_000, null)).toBe(false);
  });
});
