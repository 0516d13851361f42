// The panel route's providers and the date formatters it prepares while the
// session is checked, imported by name: a dynamic import of
// @colophon/shared itself would keep its whole index (the sections' error
// screens, dialogs, category queries) in the dashboard's first download
// (`panel-libraries` went 162 → 144 KB brotli without it); the sections get the index when the first of them loads.
export { PanelProviders, prepareDateFormats } from '@colophon/shared';
