import { changeLanguage } from '../i18n/i18n';
import { formatBadgeCount, formatFee } from './format-number';

afterEach(() => changeLanguage('en'));

describe('formatFee', () => {
  it("shows 'Free' for no fee", () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee('0.00')).toBe('Free');
    expect(formatFee(null)).toBe('Free');
  });

  it('shows dollars with cents', () => {
    expect(formatFee(1234)).toBe('$1,234.00');
    expect(formatFee(99.5)).toBe('$99.50');
    expect(formatFee('250')).toBe('$250.00');
  });

  it('follows the current language', async () => {
    await changeLanguage('de');
    expect(formatFee(0)).toBe('Kostenlos');
    expect(formatFee(1234).replace(/\s/g, ' ')).toBe('1.234,00 $');
    await changeLanguage('ur');
    expect(formatFee(0)).toBe('مفت');
  });
});

it("shows '9+' above 9", () => {
  expect(formatBadgeCount(0)).toBe('0');
  expect(formatBadgeCount(9)).toBe('9');
  expect(formatBadgeCount(10)).toBe('9+');
  expect(formatBadgeCount(300)).toBe('9+');
});
