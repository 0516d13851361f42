import { categoryNode } from '../../../testing/category-fixture';
import { type CategoryNode } from '../../../lib/category-types';
import { flattenCategoryTree, parentIds, searchCategoryTree, toTreeRows } from './category-tree';

const node = (
  id: number,
  name: string,
  order: number,
  children: CategoryNode[] = [],
  extra: Partial<CategoryNode> = {},
): CategoryNode => categoryNode(id, name, children, { order, ...extra });

// Science (order 1) > Physics (2) > Optics, Science > Biology (1); Arts (0), a leaf.
const tree: CategoryNode[] = [
  node(1, 'Science', 1, [
    node(2, 'Physics', 2, [node(4, 'Optics', 0, [], { description: 'Light and lenses' })]),
    node(3, 'Biology', 1),
  ]),
  node(5, 'Arts', 0, []),
];

describe('toTreeRows', () => {
  it('sorts siblings by order and drops empty children arrays', () => {
    const rows = toTreeRows(tree);
    expect(rows.map((r) => r.name)).toEqual(['Arts', 'Science']);
    expect(rows[0]).not.toHaveProperty('children');
    expect(rows[1]!.children!.map((r) => r.name)).toEqual(['Biology', 'Physics']);
    const optics = rows[1]!.children![1]!.children![0]!;
    expect(optics.name).toBe('Optics');
    expect(optics).not.toHaveProperty('children');
  });

  it('breaks order ties by name and leaves the input untouched', () => {
    const input = [node(1, 'Zoology', 0), node(2, 'Anatomy', 0)];
    expect(toTreeRows(input).map((r) => r.name)).toEqual(['Anatomy', 'Zoology']);
    expect(input.map((n) => n.name)).toEqual(['Zoology', 'Anatomy']);
  });
});

describe('flattenCategoryTree', () => {
  it('lists every category depth first with the names of its ancestors', () => {
    expect(flattenCategoryTree(tree).map((c) => [c.name, c.path])).toEqual([
      ['Arts', []],
      ['Science', []],
      ['Biology', ['Science']],
      ['Physics', ['Science']],
      ['Optics', ['Science', 'Physics']],
    ]);
    expect(flattenCategoryTree(tree).every((c) => !('children' in c))).toBe(true);
  });
});

describe('searchCategoryTree', () => {
  it('finds matches at any depth, case-insensitively, as a flat list', () => {
    expect(searchCategoryTree(tree, 'PHYS').map((c) => c.name)).toEqual(['Physics']);
    expect(searchCategoryTree(tree, 'o').map((c) => c.name)).toEqual(['Biology', 'Optics']);
  });

  it('matches slugs and descriptions too', () => {
    expect(searchCategoryTree(tree, 'lenses').map((c) => [c.name, c.path])).toEqual([
      ['Optics', ['Science', 'Physics']],
    ]);
    expect(searchCategoryTree([node(9, 'Art History', 0)], 'art-hist').map((c) => c.id)).toEqual([
      9,
    ]);
  });

  it('returns nothing for a blank term or no match', () => {
    expect(searchCategoryTree(tree, '   ')).toEqual([]);
    expect(searchCategoryTree(tree, 'chemistry')).toEqual([]);
  });
});

describe('parentIds', () => {
  it('gives the ids of categories with children', () => {
    expect(parentIds(tree).sort()).toEqual([1, 2]);
  });
});
