import type { SearchGroup } from '@colophon/shared/contracts';
import { comboboxKey, optionId, toOptionGroups } from './combobox';

const state = (open: boolean, active: number, count: number) => ({ open, active, count });

describe('comboboxKey', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(comboboxKey('ArrowDown', state(true, -1, 3))).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey('ArrowDown', state(true, 1, 3))).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowDown', state(true, 2, 3))).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', state(true, 0, 3))).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowUp', state(true, -1, 3))).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowUp', state(true, 2, 3))).toEqual({ type: 'move', active: 1 });
  });

  it('opens a closed list on an arrow at its first or last option', () => {
    expect(comboboxKey('ArrowDown', state(false, -1, 4))).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', state(false, -1, 4))).toEqual({ type: 'move', active: 3 });
  });

  it('leaves arrows to the input when there is nothing to move through', () => {
    expect(comboboxKey('ArrowDown', state(true, -1, 0))).toEqual({ type: 'none' });
    expect(comboboxKey('ArrowUp', state(false, -1, 0))).toEqual({ type: 'none' });
  });

  it('chooses the active option on Enter, else submits the text', () => {
    expect(comboboxKey('Enter', state(true, 1, 3))).toEqual({ type: 'choose', index: 1 });
    expect(comboboxKey('Enter', state(true, -1, 3))).toEqual({ type: 'submit' });
    expect(comboboxKey('Enter', state(false, 1, 3))).toEqual({ type: 'submit' });
    expect(comboboxKey('Enter', state(true, 5, 3))).toEqual({ type: 'submit' });
  });

  it('closes an open list on Escape, and clears the box when it is closed', () => {
    expect(comboboxKey('Escape', state(true, 1, 3))).toEqual({ type: 'close' });
    expect(comboboxKey('Escape', state(false, -1, 3))).toEqual({ type: 'clear' });
  });

  it('jumps to the ends with Home and End only while an option is active', () => {
    expect(comboboxKey('Home', state(true, 2, 3))).toEqual({ type: 'move', active: 0 });
    expect(comboboxKey('End', state(true, 0, 3))).toEqual({ type: 'move', active: 2 });
    expect(comboboxKey('Home', state(true, -1, 3))).toEqual({ type: 'none' });
  });

  it('ignores other keys', () => {
    expect(comboboxKey('a', state(true, 0, 3))).toEqual({ type: 'none' });
    expect(comboboxKey('Tab', state(true, 0, 3))).toEqual({ type: 'none' });
  });
});

describe('toOptionGroups', () => {
  const hit = (type: SearchGroup['type'], id: number) => ({
    type,
    id,
    title: { text: `${type} ${id}`, ranges: [] },
    snippet: null,
    detail: null,
  });
  it('numbers the options across groups in order and drops empty groups', () => {
    const groups: SearchGroup[] = [
      {
        type: 'journals',
        items: [hit('journals', 1), hit('journals', 2)],
        page: 1,
        has_more: false,
        capped: false,
        candidates: 100,
      },
      { type: 'manuscripts', items: [], page: 1, has_more: false, capped: false, candidates: 100 },
      {
        type: 'tags',
        items: [hit('tags', 9)],
        page: 1,
        has_more: false,
        capped: false,
        candidates: 100,
      },
    ];
    const result = toOptionGroups(groups);
    expect(result.map((g) => g.type)).toEqual(['journals', 'tags']);
    expect(result.flatMap((g) => g.options.map((o) => [o.index, o.hit.id]))).toEqual([
      [0, 1],
      [1, 2],
      [2, 9],
    ]);
    expect(optionId('lb', 2)).toBe('lb-option-2');
  });
});
