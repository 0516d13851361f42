// The CSV of a chart's data, made in the browser. Papa Parse writes it (quoting
// and escaping are a solved problem), with formulae escaped so a label that
// starts with "=" cannot run in a spreadsheet.
import Papa from 'papaparse';
import { saveBlob } from '@colophon/shared';
import { type ChartModel } from './chart-model';

/** Rounds a share to 4 decimals (0.4567 → 0.4567, 1/3 → 0.3333): exact enough, still readable. */
const csvNumber = (value: number | null, kind: 'count' | 'share') =>
  value === null ? '' : kind === 'share' ? Math.round(value * 10_000) / 10_000 : value;

/** The model as CSV text: a header row, then one row per category. */
export function chartCsv(model: ChartModel): string {
  const header = [model.categoryLabel, ...model.series.map((series) => series.label)];
  const rows = model.categories.map((category, index) => [
    category.csv,
    ...model.series.map((series) => csvNumber(series.values[index] ?? null, series.kind)),
  ]);
  return Papa.unparse([header, ...rows], { escapeFormulae: true, newline: '\r\n' });
}

/**
 * Saves text as a file. A byte-order mark first, so a spreadsheet opens
 * Urdu and German labels as UTF-8.
 */
export function saveCsv(text: string, filename: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), filename);
}
