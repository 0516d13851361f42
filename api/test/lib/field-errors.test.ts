// zod issues → field errors, as both the error handler and the multipart forms report.
import { z } from 'zod';
import { toFieldErrors } from '../../src/lib/field-errors';

it('keys messages by first-level field, nested fields also dotted, without repeats', () => {
  const schema = z.object({
    title: z.string().min(3, 'Too short'),
    authors: z.array(z.object({ email: z.email('Bad email') })),
  });
  const result = schema.safeParse({ title: 'a', authors: [{ email: 'x' }, { email: 'y' }] });
  expect(toFieldErrors(result.error!.issues, 'en')).toEqual({
    title: ['Too short'],
    authors: ['Bad email'],
    'authors.0.email': ['Bad email'],
    'authors.1.email': ['Bad email'],
  });
});

it('names every unknown key and puts whole-input errors under the root', () => {
  const strict = z.strictObject({ name: z.string() });
  const extra = strict.safeParse({ name: 'x', is_admin: true, constructor: 1 });
  expect(toFieldErrors(extra.error!.issues, 'en')).toEqual({
    is_admin: ['The is_admin field is not allowed.'],
    constructor: ['The constructor field is not allowed.'],
  });
  const notAnObject = strict.safeParse('text');
  expect(Object.keys(toFieldErrors(notAnObject.error!.issues, 'en', 'querystring'))).toEqual([
    'querystring',
  ]);
});
