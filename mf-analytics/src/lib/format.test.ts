import { formatCount, formatDays, formatMonth, formatShare, NO_FIGURE } from './format';

describe('formatting figures', () => {
  it('writes shares as percentages with at most one decimal', () => {
    expect(formatShare(0.4567, 'en')).toBe('45.7%');
    expect(formatShare(0.5, 'en')).toBe('50%');
    expect(formatShare(0, 'en')).toBe('0%');
    // German puts a (no-break) space before the sign.
    expect(formatShare(1, 'de')).toBe('100\u00a0%');
  });

  it('writes days with at most one decimal, in the language’s way', () => {
    expect(formatDays(12.25, 'en')).toBe('12.3');
    expect(formatDays(21, 'en')).toBe('21');
    expect(formatDays(38.5, 'de')).toBe('38,5');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it('shows a dash, never a misleading 0, when there is nothing to measure', () => {
    expect(formatShare(null, 'en')).toBe(NO_FIGURE);
    expect(formatDays(null, 'en')).toBe(NO_FIGURE);
    expect(formatDays(undefined, 'ur')).toBe(NO_FIGURE);
  });

  it('names a month in UTC, so no time zone moves it to the month before', () => {
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonth('2026-01', 'de')).toBe('Jan. 2026');
  });
});
