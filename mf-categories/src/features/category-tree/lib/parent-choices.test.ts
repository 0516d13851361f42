import { categoryNode } from '../../../testing/category-fixture';
import { parentChoices } from './parent-choices';

// Science > [Physics > Optics, Biology]; Arts.
const tree = [
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

const summary = (id: number) =>
  parentChoices(tree, id).map((c) => [c.parentId, c.path.join('/'), c.current]);

describe('parentChoices', () => {
  it('offers the top level and every category outside the moved subtree, marking the current parent', () => {
    expect(summary(2)).toEqual([
      [null, '', false],
      [1, 'Science', true],
      [3, 'Science/Biology', false],
      [5, 'Arts', false],
    ]);
  });

  it('marks the top level as current for a root, and offers deep categories elsewhere', () => {
    expect(summary(5)).toEqual([
      [null, '', true],
      [1, 'Science', false],
      [2, 'Science/Physics', false],
      [4, 'Science/Physics/Optics', false],
      [3, 'Science/Biology', false],
    ]);
  });

  it('offers nothing below the moved category itself', () => {
    expect(summary(1)).toEqual([
      [null, '', true],
      [5, 'Arts', false],
    ]);
  });
});
