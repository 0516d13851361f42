// CSV export: RFC 4180 quoting, spreadsheet-formula neutralising, streamed in
// keyset-paged batches so an export of any size holds one batch in memory.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null | undefined;

/** Spreadsheets skip these before a formula: NUL and other controls, whitespace, format characters. */
const INVISIBLE_PREFIX = /^[\s\p{Cc}\p{Cf}\p{Z}]*/u;
/** Characters that start a formula, in their ASCII and full-width (＝ ＋ － ＠) forms. */
const FORMULA_CHARACTERS = new Set(['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']);

/**
 * Whether a spreadsheet could run the text as a formula: its first visible
 * character starts one, or it starts with a tab or carriage return.
 */
export function looksLikeFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  const first = text.slice(INVISIBLE_PREFIX.exec(text)![0].length)[0];
  return first !== undefined && FORMULA_CHARACTERS.has(first);
}

/** A cell of text; one a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Rows as CSV text chunks: `fetchBatch(afterId)` returns the next batch after
 * `afterId` in id order (empty when done).
 */
export async function* csvChunks<R extends { id: number }>(
  header: string[],
  fetchBatch: (afterId: number) => Promise<R[]>,
  toCells: (rows: R[]) => Promise<CsvValue[][]> | CsvValue[][],
): AsyncGenerator<string> {
  // A BOM so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(header)}`;
  let afterId = 0;
  for (;;) {
    const rows = await fetchBatch(afterId);
    if (rows.length === 0) return;
    yield (await toCells(rows)).map(csvLine).join('');
    afterId = rows[rows.length - 1]!.id;
  }
}

export function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}
