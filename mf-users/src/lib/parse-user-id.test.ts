import { parseUserId } from './parse-user-id';

describe('parseUserId', () => {
  it('accepts positive integers the API can hold and nothing else', () => {
    expect(parseUserId('42')).toBe(42);
    expect(parseUserId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '2147483648', '12345678901'])
      expect(parseUserId(bad)).toBeNull();
  });
});
