import { parsePathId } from '../../src/lib/route-kit';

it('parses path ids like the contracts idSchema', () => {
  expect(parsePathId('1')).toBe(1);
  expect(parsePathId('2147483647')).toBe(2_147_483_647);
  for (const bad of ['0', '01', '-1', '1.5', '2147483648', '12345678901', '', ' 1', 'abc', 7, null])
    expect(parsePathId(bad)).toBeNull();
});
