// CSV export: RFC 4180 quoting (csv-stringify), spreadsheet-formula
// neutralising, streamed in keyset-paged batches so an export of any size
// holds one batch in memory.
import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify/sync';
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

/** Formula text gets a leading apostrophe (csv-stringify's `escape_formulas` sees only the first character). */
const OPTIONS: Options = {
  record_delimiter: '\r\n',
  cast: {
    string: (text) => (looksLikeFormula(text) ? `'${text}` : text),
    boolean: (value) => (value ? 'true' : 'false'),
  },
};

/** One line of cells, CRLF-terminated. */
export const csvLine = (cells: CsvValue[]) => stringify([cells], OPTIONS);

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
    yield stringify(await toCells(rows), OPTIONS);
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
