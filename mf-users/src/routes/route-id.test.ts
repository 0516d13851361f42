import { parseId } from '@colophon/shared/contracts';

// The users routes read :id with the contracts' parseId (the API's idSchema).
describe('parseId for /users/:id', () => {
  it('accepts positive integers the API can hold and nothing else', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '2147483648', '12345678901'])
      expect(parseId(bad)).toBeNull();
  });
});
