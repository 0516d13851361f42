// A plain list of records (search hits, child categories, reviewer candidates),
// on antd's Listy: antd 6.6 deprecates List and names Listy its successor.
// Listy draws its rows as divs, so the list and item roles are given here for
// screen readers; it has no empty or loading state of its own.
import { type CSSProperties, type Key, type ReactNode } from 'react';
import { Listy } from '../antd/data';
import { Spin } from '../antd/shell';

export interface ItemListProps<T> {
  items: readonly T[];
  rowKey: keyof T | ((item: T) => Key);
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
  loading?: boolean;
  /** Compact rows (8 px padding instead of 12 px). */
  size?: 'small' | 'default';
  style?: CSSProperties;
}

export function ItemList<T extends object>({
  items,
  rowKey,
  renderItem,
  label,
  empty,
  loading = false,
  size = 'default',
  style,
}: ItemListProps<T>) {
  const list =
    items.length === 0 && !loading ? (
      empty
    ) : (
      <div role="list" aria-label={label} style={style}>
        <Listy<T>
          items={[...items]}
          rowKey={rowKey}
          // Every row is in the document (short lists; find-in-page and screen readers see all).
          virtual={false}
          styles={size === 'small' ? { item: { paddingBlock: 8 } } : undefined}
          itemRender={(item, index) => <div role="listitem">{renderItem(item, index)}</div>}
        />
      </div>
    );
  return loading ? <Spin spinning>{list}</Spin> : <>{list}</>;
}
