// POST categories/{id}/restore: the undo of a delete brings the category back
// from its deletion's audit image, with the same id.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, tokenOf } from '../manuscripts/helpers/content';
import { createCategory } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
});
afterAll(async () => t.close());

const create = (body: object) => createCategory(t, admin, body);

describe('POST categories/{id}/restore (undo of a delete)', () => {
  const del = (id: number) =>
    t.app.inject({ method: 'DELETE', url: api(`/categories/${id}`), headers: admin });
  const restore = (id: number) =>
    t.app.inject({ method: 'POST', url: api(`/categories/${id}/restore`), headers: admin });
  const row = (id: number) =>
    t.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'description', 'parent_id', 'is_active', 'sort_order'])
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirst();

  it('puts a deleted leaf back with its id, slug, parent and position, and audits', async () => {
    const parent = await create({ name: 'Restore Parent' });
    await create({ name: 'Restore First', parent_id: parent.id, order: 0 });
    const leaf = await create({
      name: 'Restore Me',
      description: 'Kept',
      parent_id: parent.id,
      order: 7,
      is_active: false,
    });
    const before = await row(leaf.id);
    expect((await del(leaf.id)).statusCode).toBe(200);
    expect(await row(leaf.id)).toBeUndefined();

    const res = await restore(leaf.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Category restored successfully',
      data: { id: leaf.id, slug: 'restore-me', parent: { id: parent.id }, order: 7 },
    });
    expect(await row(leaf.id)).toEqual(before);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'category')
      .where('entity_id', '=', leaf.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['created', 'deleted', 'restored']);
    // A new category still gets a new id (the sequences were not disturbed).
    expect((await create({ name: 'After Restore' })).id).toBeGreaterThan(leaf.id);
  });

  it('gives the next free slug when the old one was taken meanwhile', async () => {
    const leaf = await create({ name: 'Taken Slug' });
    await del(leaf.id);
    await create({ name: 'Taken Slug' });
    const res = await restore(leaf.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: leaf.id, slug: 'taken-slug-2' });
  });

  it('409 when the category exists or its parent is gone; 404 when never deleted', async () => {
    const live = await create({ name: 'Alive' });
    const exists = await restore(live.id);
    expect(exists.statusCode).toBe(409);
    expect(exists.json().message).toBe('This category exists: there is nothing to restore.');

    const never = await restore(2_000_000);
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe('No deleted category with this id can be restored.');

    const parent = await create({ name: 'Gone Parent' });
    const orphan = await create({ name: 'Orphan', parent_id: parent.id });
    await del(orphan.id);
    await del(parent.id);
    const gone = await restore(orphan.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'The category cannot be restored: its parent category no longer exists.',
    );
    expect(await row(orphan.id)).toBeUndefined();
  });
});
