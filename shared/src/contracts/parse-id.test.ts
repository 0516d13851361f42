import { idSchema, parseId } from './common';

describe('parseId', () => {
  it('reads a route id as idSchema does', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    expect(idSchema.parse('42')).toBe(42);
  });

  it.each([
    undefined,
    null,
    '',
    '0',
    '007',
    '-1',
    '1.5',
    '1e3',
    ' 12',
    '12abc',
    'abc',
    '2147483648',
    '99999999999',
    12,
  ])('is null for %p', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
