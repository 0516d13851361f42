// A plain, real <table> with a caption: the charts' table view and the
// workload lists. Numbers sit at the end of their cells (the right in English,
// the left in Urdu); a narrow screen scrolls the table in its own box, never
// the page.
import { type CSSProperties, type ReactNode } from 'react';

export interface DataColumn {
  key: string;
  title: ReactNode;
  /** Numbers align to the end of the cell. */
  numeric?: boolean;
}

export interface DataTableProps {
  caption: ReactNode;
  /** Shown on screen above the table; false keeps it for screen readers only. */
  captionVisible?: boolean;
  columns: DataColumn[];
  /** Cells by column key; the first column is the row's header. */
  rows: { key: string; cells: Record<string, ReactNode> }[];
  emptyText?: ReactNode;
}

const cell: CSSProperties = {
  padding: '6px 12px',
  borderBlockEnd: '1px solid rgba(128, 128, 128, 0.25)',
  textAlign: 'start',
  whiteSpace: 'nowrap',
};
const numeric: CSSProperties = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' };
// Column titles may wrap ("Offene Manuskripte"): the numbers below them do not.
const header = (style: CSSProperties): CSSProperties => ({
  ...style,
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
});

const hiddenCaption: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function DataTable({
  caption,
  captionVisible = false,
  columns,
  rows,
  emptyText,
}: DataTableProps) {
  return (
    <div style={{ overflowX: 'auto', maxInlineSize: '100%' }}>
      <table style={{ borderCollapse: 'collapse', minInlineSize: '100%' }}>
        <caption
          style={
            captionVisible
              ? { textAlign: 'start', paddingBlockEnd: 8, fontWeight: 600 }
              : hiddenCaption
          }
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={header(column.numeric ? numeric : cell)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={columns.length} style={{ ...cell, textAlign: 'center' }}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.key} scope="row" style={{ ...cell, fontWeight: 400 }}>
                      {row.cells[column.key]}
                    </th>
                  ) : (
                    <td key={column.key} style={column.numeric ? numeric : cell}>
                      {row.cells[column.key]}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
