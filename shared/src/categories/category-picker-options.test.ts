import { type CategoryTreeNode } from '@colophon/shared/contracts';
import { limitSelection, subtreeIds, toCategoryOptions } from './category-picker-options';

let nextId = 1;
function node(name: string, children: CategoryTreeNode[] = [], order = 0): CategoryTreeNode {
  const id = nextId++;
  return {
    id,
    name,
    slug: name.toLowerCase(),
    description: null,
    parent_id: null,
    is_active: true,
    order,
    journals_count: 0,
    manuscripts_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    children,
  };
}

const grandchild = node('Genomics');
const child = node('Biology', [grandchild]);
const sibling = node('Chemistry', [], 1);
const science = node('Science', [sibling, child]);
const arts = node('Arts');
const tree = [arts, science];

describe('subtreeIds', () => {
  it('holds the category and every descendant', () => {
    expect([...subtreeIds(tree, science.id)].sort()).toEqual(
      [science.id, child.id, grandchild.id, sibling.id].sort(),
    );
  });
  it('is empty for an unknown id', () => {
    expect(subtreeIds(tree, 999).size).toBe(0);
  });
});

describe('toCategoryOptions', () => {
  it('nests options in order, then by name', () => {
    const options = toCategoryOptions(tree);
    expect(options.map((o) => o.title)).toEqual(['Arts', 'Science']);
    expect(options[1]!.children!.map((o) => o.title)).toEqual(['Biology', 'Chemistry']);
    expect(options[1]!.children![0]!.children!.map((o) => o.value)).toEqual([grandchild.id]);
  });
  it('excludes the edited category and its descendants, keeping its siblings', () => {
    const options = toCategoryOptions(tree, { excludeId: child.id });
    const science = options[1]!;
    expect(science.children!.map((o) => o.title)).toEqual(['Chemistry']);
    const all = JSON.stringify(options);
    expect(all).not.toContain('Genomics');
    expect(all).not.toContain('Biology');
  });
  it('leaves no empty children array on leaves', () => {
    expect(toCategoryOptions(tree)[0]).not.toHaveProperty('children');
  });
});

describe('limitSelection', () => {
  it('keeps the earliest picks up to the maximum', () => {
    expect(limitSelection([3, 1, 2], 2)).toEqual([3, 1]);
  });
  it('leaves a selection within the maximum, or without one, alone', () => {
    expect(limitSelection([3, 1], 2)).toEqual([3, 1]);
    expect(limitSelection([3, 1, 2])).toEqual([3, 1, 2]);
  });
});
