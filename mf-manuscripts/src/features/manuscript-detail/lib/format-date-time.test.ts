import { formatDateTime } from './format-date-time';

describe('a date and time', () => {
  it('shows a dash without a valid date', () => {
    expect(formatDateTime(null, 'en')).toBe('—');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });

  it('shows the day and the time in the given language', () => {
    const text = formatDateTime('2026-03-05T12:00:00.000Z', 'en');
    expect(text).toContain('2026');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});
