import { dateFormat, numberFormat, relativeTimeFormat } from './intl-formats';

it('makes a formatter once per language and options', () => {
  const short = { year: 'numeric', month: 'short', day: 'numeric' } as const;
  expect(dateFormat('en', short)).toBe(dateFormat('en', { ...short }));
  expect(dateFormat('de', short)).not.toBe(dateFormat('en', short));
  expect(dateFormat('en', { dateStyle: 'medium' })).not.toBe(dateFormat('en', short));
  expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
  expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
  expect(relativeTimeFormat('en', { numeric: 'always' }).format(-2, 'day')).toBe('2 days ago');
});
