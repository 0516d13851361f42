// The characters no text may hold, found anywhere in a parsed input: NUL and
// surrogates without their partner; a whole emoji (a proper pair) is fine.
import {
  forbiddenTextPath,
  hasForbiddenText,
  refuseForbiddenText,
  withoutForbiddenText,
} from '../../src/lib/validate';
import type { HttpError } from '../../src/lib/http-errors';

it.each([
  ['a\u0000b', true],
  ['\ud800', true],
  ['x\udc00', true],
  ['\udbff\udbff\udfff', true],
  ['tail\ud83d', true],
  ['😀 Ürdü اردو', false],
  ['\ud83d\ude00', false],
  ['', false],
])('%j holds forbidden text: %s', (text, expected) => {
  expect(hasForbiddenText(text)).toBe(expected);
});

it('names the path to the first culprit, a key cleaned of the character', () => {
  expect(forbiddenTextPath({ a: 'ok', b: [1, 'x', { c: 'n\u0000' }] })).toEqual(['b', '2', 'c']);
  expect(forbiddenTextPath({ profile: { ['bio\u0000']: 1 } })).toEqual(['profile', 'bio']);
  expect(forbiddenTextPath('\ud800')).toEqual([]);
  expect(forbiddenTextPath({ a: ['fine', 2, null, true, { b: '😀' }] })).toBeNull();
});

it('walks a deeply nested body without running out of stack', () => {
  let deep: unknown = 'bottom\u0000';
  for (let i = 0; i < 200_000; i++) deep = [deep];
  expect(forbiddenTextPath(deep)).toHaveLength(200_000);
});

it('refuses with a 422 at the field, the root when the whole input is the culprit', () => {
  const caught = (input: unknown, root: string) => {
    try {
      refuseForbiddenText(input, root);
      return null;
    } catch (error) {
      return error as HttpError;
    }
  };
  expect(caught({ name: 'fine' }, 'body')).toBeNull();
  const field = caught({ name: 'a\u0000' }, 'body')!;
  expect(field.statusCode).toBe(422);
  expect(field.errors).toEqual({ name: ['common.forbiddenCharacter'] });
  expect(caught('\udfff', 'body')!.errors).toEqual({ body: ['common.forbiddenCharacter'] });
});

it('cleans text that is kept rather than refused', () => {
  expect(withoutForbiddenText('a\u0000b\ud800c😀')).toBe('abc😀');
});
