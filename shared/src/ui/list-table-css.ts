// The list table's one rule set (hoisted once into the head by ListTable):
// sideways scrolling of a wide list, the saved row's fade and the phone's
// folded rows.
import { MARK_MS, ROW_HIGHLIGHT_CLASS } from './use-row-highlight';

/** The class of a list wider than a phone's, and the variable holding its least width. */
export const WIDE_LIST_CLASS = 'colophon-list-wide';
export const WIDE_LIST_WIDTH = '--colophon-list-width';
/** The class of a list showing a phone's few columns. */
export const PHONE_LIST_CLASS = 'colophon-list-phone';

export const LIST_TABLE_CSS = `
.${WIDE_LIST_CLASS} .ant-table-content { overflow-x: auto; }
.${WIDE_LIST_CLASS} .ant-table-content > table { width: var(${WIDE_LIST_WIDTH}); min-width: 100%; }
@keyframes colophon-row-saved-fade {
  from { background-color: var(--ant-color-warning-bg-hover, #fff1b8); }
  to { background-color: transparent; }
}
.ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} > td {
  animation: colophon-row-saved-fade ${MARK_MS}ms ease-in;
}
@media (prefers-reduced-motion: reduce) {
  .ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} > td { animation: none; }
  .ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} { outline: 2px solid var(--ant-color-warning, #faad14); outline-offset: -2px; }
}
/* A phone's columns share its 390 px: a long status ("Revision Requested") wraps
   inside its tag instead of pushing the date column off the screen. */
.${PHONE_LIST_CLASS} .ant-table-tbody > tr > td .ant-tag { white-space: normal; }
.colophon-list-folded { margin: 0; display: grid; gap: 8px; }
.colophon-list-folded > div { display: grid; grid-template-columns: minmax(6em, auto) 1fr; gap: 8px; }
.colophon-list-folded dt { color: var(--ant-color-text-secondary, rgba(0,0,0,0.45)); }
.colophon-list-folded dd { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
`;
