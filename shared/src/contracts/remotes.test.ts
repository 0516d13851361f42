import { cohortOf, deviceSubject, inCanary, releaseVersionSchema, userSubject } from './remotes';

describe('cohortOf', () => {
  it('is stable for the same subject and section', () => {
    expect(cohortOf(userSubject(42), 'journals')).toBe(cohortOf(userSubject(42), 'journals'));
  });

  it('stays within 0-99', () => {
    for (let id = 1; id <= 1000; id += 1) {
      const cohort = cohortOf(userSubject(id), 'users');
      expect(cohort).toBeGreaterThanOrEqual(0);
      expect(cohort).toBeLessThan(100);
      expect(Number.isInteger(cohort)).toBe(true);
    }
  });

  // ±3 % read as percentage points of the users served: a binomial decile of
  // 10,000 draws has a standard deviation of 30 (0.3 points), so this is a
  // bias check with wide margin for chance, not a coin flip.
  it.each(['journals', 'manuscripts', 'users', 'categories'])(
    'spreads 10,000 user ids uniformly over %s: each decile and each canary share within ±3 points',
    (section) => {
      const cohorts = Array.from({ length: 10_000 }, (_, i) =>
        cohortOf(userSubject(i + 1), section),
      );
      const deciles = new Array<number>(10).fill(0);
      for (const cohort of cohorts) deciles[Math.floor(cohort / 10)]! += 1;
      for (const count of deciles) expect(Math.abs(count / 100 - 10)).toBeLessThanOrEqual(3);
      for (const percentage of [10, 25, 50, 75, 90]) {
        const served = cohorts.filter((c) => inCanary(c, percentage)).length / 100;
        expect(Math.abs(served - percentage)).toBeLessThanOrEqual(3);
      }
    },
  );

  it('is independent between sections: the same users are not always first', () => {
    let same = 0;
    for (let id = 1; id <= 10_000; id += 1) {
      const a = inCanary(cohortOf(userSubject(id), 'journals'), 10);
      const b = inCanary(cohortOf(userSubject(id), 'users'), 10);
      if (a && b) same += 1;
    }
    // Independent 10 % draws overlap on about 1 % (100 of 10,000).
    expect(same).toBeGreaterThan(50);
    expect(same).toBeLessThan(150);
  });

  it('keeps users in the canary as the percentage rises', () => {
    for (let id = 1; id <= 500; id += 1) {
      const cohort = cohortOf(userSubject(id), 'journals');
      if (inCanary(cohort, 10)) expect(inCanary(cohort, 50)).toBe(true);
    }
  });

  it('distinguishes devices from users with the same text', () => {
    const collisions = Array.from({ length: 200 }, (_, i) => i).filter(
      (i) =>
        cohortOf(userSubject(i), 'journals') === cohortOf(deviceSubject(String(i)), 'journals'),
    ).length;
    expect(collisions).toBeLessThan(10);
  });
});

describe('releaseVersionSchema', () => {
  it('accepts semantic versions', () => {
    expect(releaseVersionSchema.parse('1.2.3')).toBe('1.2.3');
    expect(releaseVersionSchema.parse('2.0.0-rc.1')).toBe('2.0.0-rc.1');
  });
  it.each(['1.2', 'v1.2.3', '../1.0.0', '1.2.3/../../x', ''])('refuses %s', (text) => {
    expect(releaseVersionSchema.safeParse(text).success).toBe(false);
  });
});
