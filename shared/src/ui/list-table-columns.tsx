// The columns a ListTable shows: sortable ones wired to the URL's order, and
// on a phone only the key columns, the rest folded into an expandable row.
import { type Key, type ReactNode } from 'react';
import { type TableColumnsType } from '@colophon/shared/antd';
import { type SortDirection } from '../contracts/common';

type Column<T> = TableColumnsType<T>[number];
export type SortOrder = 'ascend' | 'descend';

export const toSortOrder = (direction: SortDirection): SortOrder =>
  direction === 'asc' ? 'ascend' : 'descend';
export const toDirection = (order: SortOrder): SortDirection =>
  order === 'ascend' ? 'asc' : 'desc';

export interface ColumnSorting {
  field: string;
  direction: SortDirection;
  natural: Record<string, SortDirection>;
}

/**
 * Each column with `sorter: true` and a key the list sorts by shows the URL's
 * order (`sortOrder`, which also sets its `aria-sort`) and starts from its
 * natural direction when clicked (`sortDirections`).
 */
export function withSorting<T>(columns: TableColumnsType<T>, sorting: ColumnSorting | undefined) {
  if (!sorting) return columns;
  return columns.map((column): Column<T> => {
    const key = column.key === undefined ? undefined : String(column.key);
    if (!column.sorter || key === undefined || !Object.hasOwn(sorting.natural, key)) return column;
    const natural = sorting.natural[key]!;
    return {
      ...column,
      sortOrder: key === sorting.field ? toSortOrder(sorting.direction) : null,
      sortDirections: natural === 'asc' ? ['ascend', 'descend'] : ['descend', 'ascend'],
    };
  });
}

const columnKey = <T,>(column: Column<T>): string | undefined =>
  column.key === undefined ? undefined : String(column.key as Key);

/** The columns a phone shows (those of `keys`, in the table's order) and the ones folded away. */
export function splitForPhone<T>(columns: TableColumnsType<T>, keys: readonly string[]) {
  const shown = columns.filter((c) => keys.includes(columnKey(c) ?? ''));
  const folded = columns.filter((c) => !keys.includes(columnKey(c) ?? ''));
  return { shown, folded };
}

function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const value =
    typeof dataIndex === 'string' || typeof dataIndex === 'number'
      ? (row as Record<string | number, unknown>)[dataIndex]
      : undefined;
  if (column.render) {
    const rendered = column.render(value, row, index);
    // A render may return cell props ({ children, props }); only the children are content.
    if (rendered && typeof rendered === 'object' && 'children' in rendered && 'props' in rendered)
      return (rendered as { children: ReactNode }).children;
    return rendered as ReactNode;
  }
  return value === null || value === undefined ? '—' : (value as ReactNode);
}

/** A folded row: each folded column as a term and its cell, in the table's order. */
export function FoldedColumns<T>({
  columns,
  row,
  index,
}: {
  columns: TableColumnsType<T>;
  row: T;
  index: number;
}) {
  // A column with nothing to show for this row (no actions for it) is left out, not shown empty.
  const cells = columns
    .map((column, i) => ({
      column,
      key: columnKey(column) ?? String(i),
      cell: cellOf(column, row, index),
    }))
    .filter(({ cell }) => cell !== null && cell !== undefined && cell !== false && cell !== '');
  return (
    <dl className="colophon-list-folded">
      {cells.map(({ column, key, cell }) => (
        <div key={key}>
          <dt>{typeof column.title === 'function' ? null : (column.title as ReactNode)}</dt>
          <dd>{cell}</dd>
        </div>
      ))}
    </dl>
  );
}
