// What the categories route tests share: a created category as the API returns it.
import type { TestApp } from '../../helpers/test-app';
import { api } from '../manuscripts/helpers/content';

export type Cat = {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  order: number;
};

/** POST categories as `headers`' user, expecting 201. */
export async function createCategory(
  t: TestApp,
  headers: Record<string, string>,
  body: object,
): Promise<Cat> {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/categories'),
    headers,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
