import { changeLanguage } from '../i18n/i18n';
import { formatDate, formatRelativeTime, prepareDateFormats } from './format-date';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

afterEach(() => changeLanguage('en'));

describe('formatRelativeTime', () => {
  it.each([
    [3 * 365 * DAY + DAY, '3 years ago'],
    [365 * DAY, '1 year ago'],
    [2 * 30 * DAY, '2 months ago'],
    [3 * 7 * DAY, '3 weeks ago'],
    [2 * DAY, '2 days ago'],
    [5 * HOUR + 59 * MIN, '5 hours ago'],
    [5 * MIN + 30, '5 minutes ago'],
    [MIN, '1 minute ago'],
    [59, 'just now'],
    [0, 'just now'],
  ])('%i seconds → %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('accepts ISO strings and reads future dates', () => {
    expect(formatRelativeTime('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime(new Date(now.getTime() + 2 * DAY * 1000), now)).toBe('in 2 days');
  });

  it('speaks the current language', async () => {
    await changeLanguage('de');
    expect(formatRelativeTime(ago(3 * 365 * DAY + DAY), now)).toBe('vor 3 Jahren');
    expect(formatRelativeTime(ago(10), now)).toBe('gerade eben');
    await changeLanguage('ur');
    expect(formatRelativeTime(ago(10), now)).toBe('ابھی ابھی');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date())).toBe('just now');
  });
});

describe('formatDate', () => {
  it('writes a readable date', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(formatDate(new Date('2024-02-01T12:00:00Z'))).toBe('Feb 1, 2024');
  });

  it('uses the current language', async () => {
    await changeLanguage('de');
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22. Nov. 2026');
  });

  it('shows a dash without a valid date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

/** Counts the formatters of one kind made until `restore` is called. */
function countMade(kind: 'DateTimeFormat' | 'RelativeTimeFormat') {
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const Original = intl[kind]!;
  let made = 0;
  intl[kind] = class extends Original {
    constructor(...args: unknown[]) {
      super(...args);
      made += 1;
    }
  };
  return { made: () => made, restore: () => (intl[kind] = Original) };
}

describe('prepareDateFormats', () => {
  it('makes the formatters the dates are written with, so writing one makes none', () => {
    const dates = countMade('DateTimeFormat');
    const relative = countMade('RelativeTimeFormat');
    try {
      // A language no other test here has formatted with.
      prepareDateFormats('fr');
      expect([dates.made(), relative.made()]).toEqual([1, 1]);
      expect(formatDate('2026-11-22T12:00:00Z', 'fr')).toBe('22 nov. 2026');
      expect(formatRelativeTime(ago(2 * 24 * 60 * 60), now, 'fr')).toBe('il y a 2 jours');
      expect([dates.made(), relative.made()]).toEqual([1, 1]);
    } finally {
      dates.restore();
      relative.restore();
    }
  });
});
