// /categories: flat list, tree, detail, create/update (slugs, parent rules), delete guards, reorder.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, insertJournal, tokenOf } from '../manuscripts/helpers/content';
import { type Cat, createCategory } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
});
afterAll(async () => t.close());

const create = (body: object) => createCategory(t, admin, body);
const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: api(`/categories/${id}`), headers: admin, payload });

describe('POST categories', () => {
  it('creates with defaults, a slug from the name, and audits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/categories'),
      headers: admin,
      payload: { name: 'Économie & Finance' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Category created successfully',
      data: {
        name: 'Économie & Finance',
        slug: 'economie-finance',
        is_active: true,
        order: 0,
        parent: null,
        children: [],
        journals_count: 0,
        manuscripts_count: 0,
      },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'category')
      .where('entity_id', '=', res.json().data.id)
      .execute();
    expect(audit).toEqual([{ action: 'created' }]);
  });

  it('keeps slugs unique (name, name-2, name-3)', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await create({ name: 'Biology' })).slug);
    expect(slugs).toEqual(['biology', 'biology-2', 'biology-3']);
  });

  it.each([
    [{ name: '' }, 'name', 'Category name is required'],
    [{}, 'name', 'Category name is required'],
    [{ name: 'x', order: -1 }, 'order', 'The order must be at least 0'],
    [{ name: 'x', order: 1.5 }, 'order', 'The order must be an integer'],
    [
      { name: 'x', parent_id: 999_999 },
      'parent_id',
      'The selected parent category does not exist.',
    ],
    [{ name: 'x', is_active: 'yes' }, 'is_active', 'The is active field must be true or false'],
  ])('422 for %j', async (payload, field, message) => {
    const count = (await t.db.selectFrom('categories').select('id').execute()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/categories'),
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.db.selectFrom('categories').select('id').execute()).toHaveLength(count);
  });
});

describe('hierarchy', () => {
  let root: Cat;
  let child: Cat;
  let grandchild: Cat;
  beforeAll(async () => {
    root = await create({ name: 'Sciences', order: 1 });
    child = await create({ name: 'Physics', parent_id: root.id, order: 2 });
    grandchild = await create({ name: 'Optics', parent_id: child.id });
  });

  it('GET categories/{id} shows parent, children and counts', async () => {
    const journal = await insertJournal(t);
    await t.db
      .insertInto('journal_categories')
      .values({ journal_id: journal, category_id: child.id })
      .execute();
    await t.db
      .updateTable('journals')
      .set({ manuscripts_count: 4 })
      .where('id', '=', journal)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: api(`/categories/${child.id}`),
      headers: t.authHeader(await tokenOf(t, 'author')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: child.id,
      parent: { id: root.id, name: 'Sciences', slug: 'sciences' },
      children: [{ id: grandchild.id, name: 'Optics' }],
      journals_count: 1,
      manuscripts_count: 4,
    });
    // The parent counts what its subcategories hold.
    const parent = await t.app.inject({
      method: 'GET',
      url: api(`/categories/${root.id}`),
      headers: admin,
    });
    expect(parent.json().data).toMatchObject({ journals_count: 1, manuscripts_count: 4 });
  });

  it('GET categories/tree counts each subtree, a journal once however many of its categories', async () => {
    const journal = await insertJournal(t);
    await t.db
      .insertInto('journal_categories')
      .values([
        { journal_id: journal, category_id: grandchild.id },
        { journal_id: journal, category_id: child.id },
      ])
      .execute();
    await t.db
      .updateTable('journals')
      .set({ manuscripts_count: 3 })
      .where('id', '=', journal)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: api('/categories/tree'), headers: admin });
    const sciences = res.json().data.find((n: Cat) => n.id === root.id);
    // child: the journal of the previous test (4 manuscripts) and this one (3), once each.
    expect(sciences).toMatchObject({ journals_count: 2, manuscripts_count: 7 });
    expect(sciences.children[0]).toMatchObject({ journals_count: 2, manuscripts_count: 7 });
    expect(sciences.children[0].children[0]).toMatchObject({
      journals_count: 1,
      manuscripts_count: 3,
    });
    await t.db.deleteFrom('journal_categories').where('journal_id', '=', journal).execute();
  });

  it('GET categories/tree nests three levels', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/categories/tree'), headers: admin });
    expect(res.statusCode).toBe(200);
    const sciences = res.json().data.find((n: Cat) => n.id === root.id);
    expect(sciences.children).toHaveLength(1);
    expect(sciences.children[0].id).toBe(child.id);
    expect(sciences.children[0].children[0]).toMatchObject({ id: grandchild.id, children: [] });
  });

  it('GET categories lists flat, searches, filters by parent', async () => {
    const token = t.authHeader(await tokenOf(t, 'reviewer'));
    const search = await t.app.inject({
      method: 'GET',
      url: api('/categories?search=OPT'),
      headers: token,
    });
    expect(search.json().data.map((c: Cat) => c.name)).toEqual(['Optics']);
    const roots = await t.app.inject({
      method: 'GET',
      url: api('/categories?parent_id=null'),
      headers: token,
    });
    expect(roots.json().data.every((c: Cat) => c.parent_id === null)).toBe(true);
    const under = await t.app.inject({
      method: 'GET',
      url: api(`/categories?parent_id=${root.id}`),
      headers: token,
    });
    expect(under.json().data.map((c: Cat) => c.id)).toEqual([child.id]);
    expect(under.json().meta).toMatchObject({ current_page: 1, total: 1 });
  });

  it('422 on parent_id when the parent is itself or a descendant', async () => {
    const self = await put(root.id, { parent_id: root.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.parent_id).toEqual(['A category cannot be its own parent.']);
    const below = await put(root.id, { parent_id: grandchild.id });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.parent_id).toEqual([
      'A category cannot be moved under one of its own subcategories.',
    ]);
    const unchanged = await t.db
      .selectFrom('categories')
      .select('parent_id')
      .where('id', '=', root.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.parent_id).toBeNull();
  });

  it('PUT renames (new slug), moves and reorders', async () => {
    const other = await create({ name: 'Other root' });
    const res = await put(grandchild.id, {
      name: 'Quantum Optics',
      parent_id: other.id,
      order: 5,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Category updated successfully',
      data: {
        name: 'Quantum Optics',
        slug: 'quantum-optics',
        parent_id: other.id,
        order: 5,
        is_active: false,
      },
    });
    await put(grandchild.id, { parent_id: child.id });
  });

  it('DELETE refuses a category with subcategories or journals (409, server message)', async () => {
    const withChildren = await t.app.inject({
      method: 'DELETE',
      url: api(`/categories/${root.id}`),
      headers: admin,
    });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('Cannot delete a category that has subcategories.');
    const linked = await create({ name: 'Linked' });
    await t.db
      .insertInto('journal_categories')
      .values({ journal_id: await insertJournal(t), category_id: linked.id })
      .execute();
    const withJournals = await t.app.inject({
      method: 'DELETE',
      url: api(`/categories/${linked.id}`),
      headers: admin,
    });
    expect(withJournals.statusCode).toBe(409);
    expect(withJournals.json().message).toBe(
      'Cannot delete a category that is linked to journals.',
    );
  });

  it('DELETE removes a leaf; 404 afterwards', async () => {
    const leaf = await create({ name: 'Leaf', parent_id: child.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/categories/${leaf.id}`),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category deleted successfully');
    const gone = await t.app.inject({
      method: 'GET',
      url: api(`/categories/${leaf.id}`),
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Category not found');
  });

  describe('POST categories/reorder', () => {
    const reorder = (orders: object[]) =>
      t.app.inject({
        method: 'POST',
        url: api('/categories/reorder'),
        headers: admin,
        payload: { orders },
      });
    const snapshot = async () =>
      JSON.stringify(
        await t.db
          .selectFrom('categories')
          .select(['id', 'parent_id', 'sort_order'])
          .orderBy('id')
          .execute(),
      );

    it('moves and orders several categories in one go', async () => {
      const a = await create({ name: 'Reorder A' });
      const b = await create({ name: 'Reorder B' });
      const res = await reorder([
        { id: a.id, parent_id: null, order: 2 },
        { id: b.id, parent_id: a.id, order: 0 },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Categories reordered successfully');
      const rows = await t.db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'sort_order'])
        .where('id', 'in', [a.id, b.id])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: a.id, parent_id: null, sort_order: 2 },
        { id: b.id, parent_id: a.id, sort_order: 0 },
      ]);
    });

    it('422 and no change when the new order makes a cycle', async () => {
      const before = await snapshot();
      const res = await reorder([
        { id: root.id, parent_id: grandchild.id, order: 0 },
        { id: child.id, parent_id: root.id, order: 0 },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.orders[0]).toMatch(/under itself/);
      expect(await snapshot()).toBe(before);
    });

    it('422 for unknown ids, duplicates or an empty list', async () => {
      const before = await snapshot();
      const unknown = await reorder([{ id: 999_999, parent_id: null, order: 0 }]);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.orders[0]).toMatch(/do not exist: 999999/);
      const dup = await reorder([
        { id: root.id, parent_id: null, order: 0 },
        { id: root.id, parent_id: null, order: 1 },
      ]);
      expect(dup.statusCode).toBe(422);
      expect((await reorder([])).statusCode).toBe(422);
      expect(await snapshot()).toBe(before);
    });
  });
});

describe('roles', () => {
  it.each(['editor-in-chief', 'associate-editor', 'reviewer', 'author'] as const)(
    '%s may read but not write',
    async (role) => {
      const headers = t.authHeader(await tokenOf(t, role));
      expect(
        (await t.app.inject({ method: 'GET', url: api('/categories'), headers })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: api('/categories/tree'), headers })).statusCode,
      ).toBe(200);
      const writes = [
        { method: 'POST' as const, url: api('/categories'), payload: { name: 'Nope' } },
        { method: 'PUT' as const, url: api('/categories/1'), payload: { name: 'Nope' } },
        { method: 'DELETE' as const, url: api('/categories/1') },
        { method: 'POST' as const, url: api('/categories/reorder'), payload: { orders: [] } },
        { method: 'POST' as const, url: api('/categories/1/restore') },
      ];
      for (const write of writes) {
        const res = await t.app.inject({ ...write, headers });
        expect({ url: write.url, status: res.statusCode }).toEqual({ url: write.url, status: 403 });
      }
    },
  );

  it('anonymous gets 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/categories/tree') })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: api('/categories'), payload: {} })).statusCode,
    ).toBe(401);
  });
});
