// Hierarchy rules in isolation: descendants, parent problems, cycle detection.
import { renderMessage } from '@colophon/shared/contracts';
import {
  descendantsOf,
  findCycle,
  parentProblem,
  rollUpCounts,
  subtreesOf,
  toParentMap,
} from '../../../src/modules/categories/category-hierarchy';

// parentProblem answers a message code; the API shows it in English without Accept-Language.
const english = (code: string | null) => (code === null ? null : renderMessage(code, 'en'));

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
  expect(english(parentProblem(tree(), 1, 1))).toBe('A category cannot be its own parent.');
  expect(english(parentProblem(tree(), 1, 3))).toBe(
    'A category cannot be moved under one of its own subcategories.',
  );
  expect(english(parentProblem(tree(), null, 99))).toBe(
    'The selected parent category does not exist.',
  );
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

it('gives each category its subtree', () => {
  const subtrees = subtreesOf(tree(), [1, 3, 4]);
  expect([...subtrees.get(1)!].sort()).toEqual([1, 2, 3]);
  expect([...subtrees.get(3)!]).toEqual([3]);
  expect([...subtrees.get(4)!].sort()).toEqual([4, 5]);
});

it('rolls counts up to every ancestor, each journal once', () => {
  const links = [
    { category_id: 3, journal_id: 10, manuscripts_count: 7 },
    // Journal 10 also sits in 2: one journal for 1 and 2, not two.
    { category_id: 2, journal_id: 10, manuscripts_count: 7 },
    { category_id: 2, journal_id: 11, manuscripts_count: 2 },
    { category_id: 5, journal_id: 12, manuscripts_count: 0 },
  ];
  const counts = rollUpCounts(subtreesOf(tree(), [1, 2, 3, 4, 5]), links);
  expect(Object.fromEntries(counts)).toEqual({
    1: { journals_count: 2, manuscripts_count: 9 },
    2: { journals_count: 2, manuscripts_count: 9 },
    3: { journals_count: 1, manuscripts_count: 7 },
    4: { journals_count: 1, manuscripts_count: 0 },
    5: { journals_count: 1, manuscripts_count: 0 },
  });
});

it('gives zero counts to a category without journals', () => {
  expect(rollUpCounts(subtreesOf(tree(), [4]), []).get(4)).toEqual({
    journals_count: 0,
    manuscripts_count: 0,
  });
});
