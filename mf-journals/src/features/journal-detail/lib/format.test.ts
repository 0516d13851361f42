import { formatFee, i18n } from '@colophon/shared';
import { formatNumber, formatPercent, humanize, safeHref } from './format';

describe('fees (dollars, zero is Free)', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows dollars, and Free for zero or none', () => {
    expect(formatFee(150, 'en')).toBe('$150.00');
    expect(formatFee(1234.5, 'en')).toBe('$1,234.50');
    expect(formatFee(0, 'en')).toBe('Free');
    expect(formatFee(null, 'en')).toBe('Free');
  });
});

describe('display helpers', () => {
  it('format numbers and percentages, with a dash for none', () => {
    expect(formatNumber(3.14159, 'en')).toBe('3.142');
    expect(formatNumber(null, 'en')).toBe('—');
    expect(formatPercent(42.5, 'en')).toBe('42.5%');
    expect(formatPercent(undefined, 'en')).toBe('—');
    expect(humanize('double_blind')).toBe('double blind');
  });

  it('link only http(s) addresses', () => {
    expect(safeHref('https://example.org')).toBe('https://example.org');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
