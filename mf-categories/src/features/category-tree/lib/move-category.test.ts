import { categoryNode } from '../../../testing/category-fixture';
import { type CategoryNode } from '../../../lib/category-types';
import { moveCategory, stepMove } from './move-category';
import { toCategoryMove } from './tree-drop';

// Science (1) > [Physics (2) > Optics (4), Biology (3)]; Arts (5). Orders as the server keeps them.
const tree = (): CategoryNode[] => [
  categoryNode(
    1,
    'Science',
    [
      categoryNode(2, 'Physics', [categoryNode(4, 'Optics', [], { parent_id: 2 })], {
        parent_id: 1,
        order: 0,
      }),
      categoryNode(3, 'Biology', [], { parent_id: 1, order: 1 }),
    ],
    { order: 0 },
  ),
  categoryNode(5, 'Arts', [], { order: 1 }),
];

const names = (nodes: CategoryNode[]): unknown =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));

describe('moveCategory', () => {
  it('reorders siblings and saves only what changed', () => {
    const result = moveCategory(tree(), { id: 3, targetId: 2, placement: 'before' });
    if (!result.ok) throw new Error(result.reason);
    expect(names(result.tree)).toEqual([['Science', ['Biology', ['Physics', ['Optics']]]], 'Arts']);
    expect(result.orders).toEqual([
      { id: 3, parent_id: 1, order: 0 },
      { id: 2, parent_id: 1, order: 1 },
    ]);
  });

  it('re-parents: inside makes the first child, renumbering old and new siblings', () => {
    const result = moveCategory(tree(), { id: 2, targetId: 5, placement: 'inside' });
    if (!result.ok) throw new Error(result.reason);
    expect(names(result.tree)).toEqual([
      ['Science', ['Biology']],
      ['Arts', [['Physics', ['Optics']]]],
    ]);
    expect(result.orders).toEqual([
      { id: 2, parent_id: 5, order: 0 },
      { id: 3, parent_id: 1, order: 0 },
    ]);
    const physics = result.tree[1]!.children[0]!;
    expect(physics).toMatchObject({ parent_id: 5, order: 0 });
  });

  it('moves to the top level beside a root', () => {
    const result = moveCategory(tree(), { id: 4, targetId: 5, placement: 'after' });
    if (!result.ok) throw new Error(result.reason);
    expect(names(result.tree)).toEqual([['Science', ['Physics', 'Biology']], 'Arts', 'Optics']);
    expect(result.orders).toEqual([{ id: 4, parent_id: null, order: 2 }]);
  });

  it('moves into a parent as its last child, or to the end of the top level', () => {
    const into = moveCategory(tree(), { id: 4, placement: 'into', parentId: 1 });
    if (!into.ok) throw new Error(into.reason);
    expect(names(into.tree)).toEqual([['Science', ['Physics', 'Biology', 'Optics']], 'Arts']);
    expect(into.orders).toEqual([{ id: 4, parent_id: 1, order: 2 }]);

    const top = moveCategory(tree(), { id: 2, placement: 'into', parentId: null });
    if (!top.ok) throw new Error(top.reason);
    expect(names(top.tree)).toEqual([['Science', ['Biology']], 'Arts', ['Physics', ['Optics']]]);
    expect(top.orders).toEqual([
      { id: 2, parent_id: null, order: 2 },
      { id: 3, parent_id: 1, order: 0 },
    ]);
    expect(moveCategory(tree(), { id: 1, placement: 'into', parentId: 4 })).toEqual({
      ok: false,
      reason: 'cycle',
    });
    expect(moveCategory(tree(), { id: 1, placement: 'into', parentId: 99 })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('says how to undo: the previous parent and exact order of everything it saves', () => {
    // Orders with gaps, as older data may have them: undo must restore these numbers, not 0, 1, 2.
    const gappy = [
      categoryNode(1, 'Science', [], { order: 10 }),
      categoryNode(5, 'Arts', [], { order: 20 }),
      categoryNode(6, 'Law', [], { order: 35 }),
    ];
    const result = moveCategory(gappy, { id: 6, placement: 'into', parentId: 1 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.orders).toEqual([
      { id: 6, parent_id: 1, order: 0 },
      { id: 1, parent_id: null, order: 0 },
      { id: 5, parent_id: null, order: 1 },
    ]);
    expect(result.undo).toEqual([
      { id: 6, parent_id: null, order: 35 },
      { id: 1, parent_id: null, order: 10 },
      { id: 5, parent_id: null, order: 20 },
    ]);
  });

  it('never puts a category on itself or below its own subcategories', () => {
    expect(moveCategory(tree(), { id: 1, targetId: 1, placement: 'inside' })).toEqual({
      ok: false,
      reason: 'cycle',
    });
    expect(moveCategory(tree(), { id: 1, targetId: 4, placement: 'after' })).toEqual({
      ok: false,
      reason: 'cycle',
    });
    expect(moveCategory(tree(), { id: 2, targetId: 4, placement: 'inside' })).toEqual({
      ok: false,
      reason: 'cycle',
    });
  });

  it('says unchanged for a drop in place, and missing for unknown ids', () => {
    expect(moveCategory(tree(), { id: 3, targetId: 2, placement: 'after' })).toEqual({
      ok: false,
      reason: 'unchanged',
    });
    expect(moveCategory(tree(), { id: 99, targetId: 2, placement: 'after' })).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('follows the display order (order, then name) and leaves the input untouched', () => {
    // Equal orders: Anatomy shows before Zoology, so "after Anatomy" is position 1.
    const flat = [
      categoryNode(1, 'Zoology'),
      categoryNode(2, 'Anatomy'),
      categoryNode(3, 'Botany', [], { order: 5 }),
    ];
    const before = JSON.stringify(flat);
    const result = moveCategory(flat, { id: 3, targetId: 2, placement: 'after' });
    if (!result.ok) throw new Error(result.reason);
    expect(names(result.tree)).toEqual(['Anatomy', 'Botany', 'Zoology']);
    expect(result.orders).toEqual([
      { id: 3, parent_id: null, order: 1 },
      { id: 1, parent_id: null, order: 2 },
    ]);
    expect(JSON.stringify(flat)).toBe(before);
  });
});

describe('toCategoryMove', () => {
  const info = (dropToGap: boolean, dropPosition: number) => ({
    dragNode: { key: 3 },
    node: { key: 2, pos: '0-1-4' },
    dropToGap,
    dropPosition,
  });

  it('maps antd drops to placements', () => {
    expect(toCategoryMove(info(false, 4))).toEqual({ id: 3, targetId: 2, placement: 'inside' });
    expect(toCategoryMove(info(true, 3))).toEqual({ id: 3, targetId: 2, placement: 'before' });
    expect(toCategoryMove(info(true, 5))).toEqual({ id: 3, targetId: 2, placement: 'after' });
  });
});

describe('stepMove', () => {
  it('moves up and down among siblings in display order', () => {
    expect(stepMove(tree(), 3, 'up')).toEqual({ id: 3, targetId: 2, placement: 'before' });
    expect(stepMove(tree(), 2, 'down')).toEqual({ id: 2, targetId: 3, placement: 'after' });
    expect(stepMove(tree(), 2, 'up')).toBeNull();
    expect(stepMove(tree(), 5, 'down')).toBeNull();
  });

  it('moves out to the parent level, right after the parent', () => {
    expect(stepMove(tree(), 4, 'outdent')).toEqual({ id: 4, targetId: 2, placement: 'after' });
    expect(stepMove(tree(), 1, 'outdent')).toBeNull();
    const result = moveCategory(tree(), stepMove(tree(), 4, 'outdent')!);
    if (!result.ok) throw new Error(result.reason);
    expect(names(result.tree)).toEqual([['Science', ['Physics', 'Optics', 'Biology']], 'Arts']);
  });
});
