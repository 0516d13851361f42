import { DEFAULT_ROLLOUT_POLICY } from '@colophon/shared/contracts';
import { minuteAt, sectionHealth } from '../testing/health-fixtures';
import { everyMinute, healthChartModel, reportedRows } from './health-chart-model';
import { formatMinute, utcTime } from './health-format';

describe('the health charts’ model', () => {
  it('reads the API’s minutes as UTC, with or without the zone', () => {
    expect(utcTime('2026-12-02T10:41')).toBe(Date.UTC(2026, 11, 2, 10, 41));
    expect(utcTime('2026-12-02T10:41:00.000Z')).toBe(Date.UTC(2026, 11, 2, 10, 41));
    expect(utcTime('2026-12-02T12:41:00+02:00')).toBe(Date.UTC(2026, 11, 2, 10, 41));
    expect(formatMinute('2026-12-02T10:41', 'en')).toBe(
      new Date(Date.UTC(2026, 11, 2, 10, 41)).toLocaleTimeString('en', {
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
  });

  it('draws the INP line at stable’s p75 plus the allowed slowdown, and none when not watched', () => {
    const health = sectionHealth();
    const inp = healthChartModel(health, 'inp');
    expect(inp.rows.map((row) => row.threshold)).toEqual([280, null, 280]);
    const lcp = healthChartModel(health, 'lcp');
    expect(lcp.watched).toBe(false);
    expect(lcp.rows.every((row) => row.threshold === null)).toBe(true);
    const watched = healthChartModel(
      sectionHealth({ policy: { ...DEFAULT_ROLLOUT_POLICY, max_lcp_regression_ms: 500 } }),
      'lcp',
    );
    expect(watched.rows[0]?.threshold).toBe(2000);
  });

  it('spans every minute of the period, the reported ones in their place', () => {
    const model = healthChartModel(sectionHealth(), 'errorRate');
    const now = utcTime(minuteAt(4)) + 30_000;
    const rows = everyMinute(model, 6, now);
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => utcTime(row.minute))).toEqual(
      [-1, 0, 1, 2, 3, 4].map((i) => utcTime(minuteAt(0)) + i * 60_000),
    );
    expect(rows.map((row) => row.canary)).toEqual([null, 100, null, 100, null, null]);
    // The error-rate line is the policy's rate in every minute, reported or not.
    expect(rows.map((row) => row.threshold)).toEqual([2, 2, 2, 2, 2, 2]);
    // The table lists the reported minutes only.
    expect(reportedRows(model).map((row) => row.minute)).toEqual([minuteAt(0), minuteAt(2)]);
  });
});
