// The keyboard of the search combobox, as a pure function: what a key does
// given whether the list is open, which option is active and how many there
// are (WAI-ARIA combobox pattern with a listbox popup).
import type { SearchGroup, SearchHit } from '@colophon/shared/contracts';

export type ComboboxState = {
  open: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  count: number;
};

export type ComboboxAction =
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'submit' }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'none' };

/** The action of `key` (KeyboardEvent.key); 'none' leaves the key to the input. */
export function comboboxKey(key: string, { open, active, count }: ComboboxState): ComboboxAction {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { type: 'none' };
      if (!open) return { type: 'move', active: 0 };
      return { type: 'move', active: active + 1 >= count ? 0 : active + 1 };
    case 'ArrowUp':
      if (count === 0) return { type: 'none' };
      if (!open) return { type: 'move', active: count - 1 };
      return { type: 'move', active: active <= 0 ? count - 1 : active - 1 };
    case 'Home':
      return open && count > 0 && active >= 0 ? { type: 'move', active: 0 } : { type: 'none' };
    case 'End':
      return open && count > 0 && active >= 0
        ? { type: 'move', active: count - 1 }
        : { type: 'none' };
    case 'Enter':
      return open && active >= 0 && active < count
        ? { type: 'choose', index: active }
        : { type: 'submit' };
    case 'Escape':
      return open ? { type: 'close' } : { type: 'clear' };
    default:
      return { type: 'none' };
  }
}

export type SearchOption = { index: number; hit: SearchHit };
export type OptionGroup = { type: SearchGroup['type']; options: SearchOption[] };

/** Groups with hits, their options numbered in reading order (the listbox's order). */
export function toOptionGroups(groups: SearchGroup[]): OptionGroup[] {
  let index = 0;
  return groups
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      type: group.type,
      options: group.items.map((hit) => ({ index: index++, hit })),
    }));
}

/** The id of an option element (aria-activedescendant points at it). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
