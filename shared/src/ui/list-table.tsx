import { type ReactNode } from 'react';
import { Table, type TableColumnsType } from '@colophon/shared/antd';
import { type Paginated } from '@colophon/shared/contracts';
import { EmptyState, VisuallyHidden } from '@colophon/shared';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

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
  /** Server-side sorting: a column's `key` and order when a sortable column's header is clicked. */
  onSortChange?: (key: string | undefined, order: 'ascend' | 'descend' | undefined) => void;
}

/** A paged list of a section: server-side pages kept in the URL, a caption, and the empty state. */
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
  onSortChange,
}: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      caption={<VisuallyHidden>{caption}</VisuallyHidden>}
      columns={columns}
      dataSource={result?.data ?? []}
      loading={loading}
      scroll={{ x: scrollX }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || !onSortChange || Array.isArray(sorter)) return;
        onSortChange(sorter.columnKey?.toString(), sorter.order ?? undefined);
      }}
      // While loading the table shows its spinner; an empty state under it would flash.
      locale={{ emptyText: loading ? ' ' : <EmptyState description={emptyText} /> }}
      pagination={{
        current: page,
        pageSize: perPage,
        total: result?.meta.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions,
        showTotal: totalText,
        onChange: onPageChange,
      }}
    />
  );
}
