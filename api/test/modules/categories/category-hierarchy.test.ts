// Hierarchy rules in isolation: descendants, parent problems, cycle detection.
import {
  descendantsOf,
  findCycle,
  parentProblem,
  toParentMap,
} from '../../../src/modules/categories/category-hierarchy';

// 1 ─ 2 ─ 3      4 ─ 5
const tree = () =>
  toParentMap([
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: null },
    { id: 5, parent_id: 4 },
  ]);

it('finds every descendant', () => {
  expect([...descendantsOf(tree(), 1)].sort()).toEqual([2, 3]);
  expect([...descendantsOf(tree(), 3)]).toEqual([]);
});

it('names the problem of a parent choice', () => {
  expect(parentProblem(tree(), 1, null)).toBeNull();
  expect(parentProblem(tree(), 1, 4)).toBeNull();
  expect(parentProblem(tree(), 1, 1)).toBe('A category cannot be its own parent.');
  expect(parentProblem(tree(), 1, 3)).toBe(
    'A category cannot be moved under one of its own subcategories.',
  );
  expect(parentProblem(tree(), null, 99)).toBe('The selected parent category does not exist.');
});

it('detects cycles, including long ones', () => {
  expect(findCycle(tree())).toBeNull();
  const looped = tree();
  looped.set(1, 3);
  expect(findCycle(looped)).not.toBeNull();
  const self = tree();
  self.set(4, 4);
  expect(findCycle(self)).toBe(4);
});
