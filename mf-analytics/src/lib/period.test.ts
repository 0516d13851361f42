import {
  addMonths,
  defaultPeriod,
  monthList,
  type Period,
  periodFromParams,
  periodRange,
  periodToParams,
  quarterOf,
} from './period';

const now = new Date('2026-03-15T12:00:00Z');
const period = (p: Partial<Period>): Period => ({ kind: 'last12', at: '', from: '', to: '', ...p });

describe('periods', () => {
  it('covers the last 12 months up to the current one by default', () => {
    expect(periodRange(period({}), now)).toEqual({ from: '2025-04', to: '2026-03' });
  });

  it('turns a month, a quarter and a year into whole months', () => {
    expect(periodRange(period({ kind: 'month', at: '2025-11' }), now)).toEqual({
      from: '2025-11',
      to: '2025-11',
    });
    expect(periodRange(period({ kind: 'quarter', at: '2025-Q4' }), now)).toEqual({
      from: '2025-10',
      to: '2025-12',
    });
    expect(periodRange(period({ kind: 'year', at: '2025' }), now)).toEqual({
      from: '2025-01',
      to: '2025-12',
    });
    expect(periodRange(period({ kind: 'custom', from: '2025-02', to: '2025-07' }), now)).toEqual({
      from: '2025-02',
      to: '2025-07',
    });
  });

  it('has no range for a malformed or incomplete period', () => {
    expect(periodRange(period({ kind: 'month', at: '2025-13' }), now)).toBeNull();
    expect(periodRange(period({ kind: 'quarter', at: '2025-Q5' }), now)).toBeNull();
    expect(periodRange(period({ kind: 'custom', from: '2025-02' }), now)).toBeNull();
  });

  it('round-trips through the URL, and the default writes nothing', () => {
    for (const p of [
      period({ kind: 'month', at: '2025-11' }),
      period({ kind: 'quarter', at: '2025-Q4' }),
      period({ kind: 'year', at: '2024' }),
      period({ kind: 'custom', from: '2025-02', to: '2025-07' }),
      period({}),
    ]) {
      expect(periodFromParams(new URLSearchParams(periodToParams(p)))).toEqual(p);
    }
    expect(periodToParams(period({}))).toEqual({});
  });

  it('reads an unknown period in the URL as the default', () => {
    expect(periodFromParams(new URLSearchParams('period=decade&at=2020'))).toEqual(period({}));
  });

  it('starts a newly chosen kind on the current month, quarter or year', () => {
    expect(defaultPeriod('month', now, null).at).toBe('2026-03');
    expect(defaultPeriod('quarter', now, null).at).toBe('2026-Q1');
    expect(defaultPeriod('year', now, null).at).toBe('2026');
    expect(defaultPeriod('custom', now, { from: '2025-06', to: '2025-08' })).toEqual(
      period({ kind: 'custom', from: '2025-06', to: '2025-08' }),
    );
  });

  it('counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(monthList('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(quarterOf('2026-12')).toBe('2026-Q4');
  });
});
