// Keeps the mixed scenario's figures in docs/performance.md between the
// mixed-bench markers: one block per database, each written by its own bench
// (SQLite by bench/mixed.ts, PostgreSQL by scaleout/bench.mjs), so running one
// leaves the other's figures as they were.
import fs from 'node:fs';
import * as prettier from 'prettier';
import type { MixedFigures } from './mixed-load';
import { machineText } from './report';

export type MixedRow = MixedFigures & {
  label: string;
  loadBefore: string;
  loadAfter: string;
  /** The API process's CPU time per request (ms); null when not measured (several processes). */
  cpuMsPerRequest?: number | null;
};
export type MixedFacts = { connections: number; duration: number; pdfKib: number };

const START = '<!-- mixed-bench:start -->';
const END = '<!-- mixed-bench:end -->';
const blockMarkers = (key: string) =>
  [`<!-- mixed-bench:${key}:start -->`, `<!-- mixed-bench:${key}:end -->`] as const;

const TARGET = 'target on SQLite: ≥ 1,600 req/s, p99 ≤ 500 ms, uploads p99 ≤ 1,000 ms';

function rowsText(rows: MixedRow[], facts: MixedFacts): string {
  const header =
    '| setup | req/s | p50 ms | p99 ms | uploads | uploads p50 ms | uploads p99 ms | failed uploads | non-2xx | errors (timeouts) | API CPU ms per request | load average (1/5/15 min) before → after |';
  const lines = rows.map(
    (r) =>
      `| ${r.label} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.uploads.count} | ${r.uploads.p50} | ${r.uploads.p99} | ${r.uploads.failed} | ${r.non2xx} | ${r.errors} (${r.timeouts}) | ${r.cpuMsPerRequest ?? '—'} | ${r.loadBefore} → ${r.loadAfter} |`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineText()}: ${facts.connections} connections for ${facts.duration} s after a 3 s warm-up, ${facts.pdfKib} KiB PDFs.`,
    '',
    header,
    `|${' --- |'.repeat(12)}`,
    ...lines,
  ].join('\n');
}

/** Writes `rows` as the block of `key` (sqlite or postgres) of the mixed section. */
export async function writeMixedSection(
  file: string,
  rows: MixedRow[],
  facts: MixedFacts,
  key: 'sqlite' | 'postgres' = 'sqlite',
) {
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  if (!text.includes(START)) {
    const [sqliteStart, sqliteEnd] = blockMarkers('sqlite');
    const [pgStart, pgEnd] = blockMarkers('postgres');
    text = `${text.trimEnd()}\n\n${[
      START,
      '',
      '### Mixed load: reads with 10 % writes and manuscript uploads',
      '',
      'Reproduce with `pnpm bench:api` (or `pnpm --filter api exec tsx bench/mixed.ts` for SQLite alone).',
      'Per connection, in turn: 18 signed-in reads of the main lists and details (manuscripts with',
      'pages and a search, a manuscript and its revisions, journals, users, categories, tags, me,',
      'dashboard, notifications), one tag create and one new manuscript with its PDF',
      '(multipart), both with a fresh Idempotency-Key as the panel sends them. Autocannon on',
      'loopback measures all requests; the uploads are timed on their own from the same run.',
      `The ${TARGET}. Above load 1 the figures are the busy machine's.`,
      '',
      sqliteStart,
      sqliteEnd,
      '',
      pgStart,
      pgEnd,
      '',
      END,
    ].join('\n')}\n`;
  }
  const [start, end] = blockMarkers(key);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0)
    throw new Error(`docs/performance.md lacks the ${key} mixed-bench markers`);
  text = `${text.slice(0, from + start.length)}\n\n${rowsText(rows, facts)}\n\n${text.slice(to)}`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
