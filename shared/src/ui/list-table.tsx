// A paged list of a section: server-side pages and order kept in the URL, a
// caption, the empty state; on a phone the key columns with the rest in an
// expandable row; the row a save lands on marked and announced.
import { type CSSProperties, type ReactNode } from 'react';
import { Table, type TableColumnsType } from '@colophon/shared/antd';
import { type Paginated } from '@colophon/shared/contracts';
import { EmptyState } from './empty-state';
import { VisuallyHidden } from './visually-hidden';
import { type ListSorting } from './use-list-params';
import { FoldedColumns, splitForPhone, toDirection, withSorting } from './list-table-columns';
import { useNarrowScreen } from './use-narrow-screen';
import {
  LIST_TABLE_CSS,
  PHONE_LIST_CLASS,
  WIDE_LIST_CLASS,
  WIDE_LIST_WIDTH,
} from './list-table-css';
import { ROW_HIGHLIGHT_CLASS, type RowHighlight, useRowHighlight } from './use-row-highlight';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list at least `scrollX` wide, scrolling sideways in its box. Not the table's
 * `scroll` prop: with it rc-table measures every column in a layout effect, a
 * forced layout each time a kept section is shown again, where a list
 * with no fixed column or header has nothing to align.
 */
const wideList = (scrollX: number | 'max-content') => ({
  className: WIDE_LIST_CLASS,
  style: {
    [WIDE_LIST_WIDTH]: typeof scrollX === 'number' ? `${scrollX}px` : scrollX,
  } as CSSProperties,
});

export interface ListTableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: ReactNode;
  columns: TableColumnsType<T>;
  result: Paginated<T> | undefined;
  loading: boolean;
  /** Page and page size as the URL holds them. */
  page: number;
  perPage: number;
  /** Defaults to 10, 20, 50, 100; a section whose page size differs passes its own. */
  pageSizeOptions?: number[];
  onPageChange: (page: number, perPage: number) => void;
  emptyText: ReactNode;
  totalText: (total: number) => ReactNode;
  /** Horizontal scroll width: 'max-content', or a width under which long cells wrap. */
  scrollX?: number | 'max-content';
  /**
   * Server-side sorting by the URL (useListParams' `sorting`): columns with
   * `sorter: true` whose key is a sortable field show and change the order.
   */
  sorting?: ListSorting;
  /** Server-side sorting of a list that keeps its own order: a column's `key` and order. */
  onSortChange?: (key: string | undefined, order: 'ascend' | 'descend' | undefined) => void;
  /** The keys of the columns a phone shows (title, status, date); the rest fold into the row. */
  phoneColumns?: readonly string[];
  /** The row a save landed on, marked and announced once it is on the page. */
  highlight?: RowHighlight<T>;
}

export function ListTable<T extends { id: number }>({
  caption,
  columns,
  result,
  loading,
  page,
  perPage,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageChange,
  emptyText,
  totalText,
  scrollX = 'max-content',
  sorting,
  onSortChange,
  phoneColumns,
  highlight,
}: ListTableProps<T>) {
  const narrow = useNarrowScreen();
  const phone = narrow && phoneColumns !== undefined;
  const sorted = withSorting(columns, sorting);
  const { shown, folded } = phone
    ? splitForPhone(sorted, phoneColumns)
    : { shown: sorted, folded: [] };
  const { marked, announcement } = useRowHighlight(highlight, result?.data, loading);

  return (
    <>
      <style href="colophon-list-table" precedence="colophon">
        {LIST_TABLE_CSS}
      </style>
      <Table<T>
        rowKey="id"
        caption={<VisuallyHidden>{caption}</VisuallyHidden>}
        columns={shown}
        dataSource={result?.data ?? []}
        loading={loading}
        // A phone's few columns fit its width; the rest is in the expanded row. Wider
        // screens scroll a wide list sideways through CSS (see WIDE_LIST_CLASS).
        {...(phone ? { className: PHONE_LIST_CLASS } : wideList(scrollX))}
        // Small cells on a phone leave the title most of the width (the status and date do not wrap).
        size={phone ? 'small' : undefined}
        rowClassName={(row) => (row.id === marked ? ROW_HIGHLIGHT_CLASS : '')}
        expandable={
          phone && folded.length > 0
            ? {
                expandedRowRender: (row, index) => (
                  <FoldedColumns columns={folded} row={row} index={index} />
                ),
                columnWidth: 40,
              }
            : undefined
        }
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          const key = sorter.columnKey?.toString();
          if (sorting)
            sorting.onChange(
              sorter.order ? key : undefined,
              sorter.order ? toDirection(sorter.order) : undefined,
            );
          else onSortChange?.(key, sorter.order ?? undefined);
        }}
        // While loading the table shows its spinner; an empty state under it would flash.
        locale={{ emptyText: loading ? ' ' : <EmptyState description={emptyText} /> }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: result?.meta.total ?? 0,
          showSizeChanger: !phone,
          pageSizeOptions,
          showTotal: totalText,
          onChange: onPageChange,
          size: phone ? 'small' : undefined,
        }}
      />
      <div role="status" aria-live="polite" aria-atomic="true" className="colophon-list-status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </>
  );
}
