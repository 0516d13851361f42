// The analytics bench's figures: per screen request p50/p95/p99 on each
// database side by side with the SQLite/PostgreSQL ratio of the same run,
// printed and kept in docs/performance.md between the analytics-bench markers.
import fs from 'node:fs';
import * as prettier from 'prettier';
import type { DatasetCounts } from './analytics-data';
import { machineText } from './report';

/** The target: every screen under 200 ms at p95. */
export const TARGET_P95_MS = 200;

export type Latency = { p50: number; p95: number; p99: number; failed: number };
export type Timed = { name: string; latency: Latency };

/** One database's run: its dataset, upkeep times and the screens' latencies. */
export type AnalyticsRun = {
  label: string;
  counts: DatasetCounts;
  /** Null: not rebuilt in this run (--no-rebuild). */
  rebuildMs: number | null;
  fold: { ids: number; writeFoldMs: number; undoFoldMs: number; exact: boolean; detail: string };
  timed: Timed[];
  loadBefore: number;
  loadAfter: number;
};

const START = '<!-- analytics-bench:start -->';
const END = '<!-- analytics-bench:end -->';

/** p50/p95/p99 of the durations (ms, nearest rank). */
export function percentiles(ms: number[], failed: number): Latency {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), failed };
}

const n = (v: number) => v.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(runs: AnalyticsRun[]): string[][] {
  const header = ['request'];
  for (const run of runs) header.push(`${run.label} p50 ms`, 'p95', 'p99', 'verdict');
  if (runs.length === 2) header.push(`p95 ${runs[0]!.label}/${runs[1]!.label}`);
  const names = [...new Set(runs.flatMap((r) => r.timed.map((t) => t.name)))];
  const rows = names.map((name) => {
    const row = [name];
    const p95s: number[] = [];
    for (const run of runs) {
      const t = run.timed.find((x) => x.name === name)?.latency;
      if (!t) {
        row.push('–', '–', '–', '–');
        continue;
      }
      p95s.push(t.p95);
      const verdict =
        t.failed > 0 ? `${t.failed} failed` : t.p95 <= TARGET_P95_MS ? 'met' : 'missed';
      row.push(String(t.p50), String(t.p95), String(t.p99), verdict);
    }
    if (runs.length === 2)
      row.push(p95s.length === 2 && p95s[1]! > 0 ? (p95s[0]! / p95s[1]!).toFixed(2) : '–');
    return row;
  });
  return [header, ...rows];
}

export function printRuns(runs: AnalyticsRun[]) {
  const rows = table(runs);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  for (const line of upkeepLines(runs)) console.log(line);
}

function upkeepLines(runs: AnalyticsRun[]): string[] {
  return runs.map((r) => {
    const c = r.counts;
    return (
      `${r.label}: ${n(c.manuscripts)} manuscripts, ${n(c.history)} status history rows, ` +
      `${n(c.invitations)} invitations; aggregates: ${n(c.facts)} manuscript facts, ` +
      `${n(c.invitationFacts)} invitation facts, ${n(c.monthly)} monthly histogram rows. ` +
      `rebuildAnalytics: ${r.rebuildMs === null ? 'not run' : seconds(r.rebuildMs)}. Fold of ${n(r.fold.ids)} manuscripts with a new ` +
      `desk rejection: ${Math.round(r.fold.writeFoldMs)} ms, of its undoing: ` +
      `${Math.round(r.fold.undoFoldMs)} ms; figures ${r.fold.exact ? 'exact' : 'NOT exact'} (${r.fold.detail}). ` +
      `Load ${r.loadBefore} before, ${r.loadAfter} after.`
    );
  });
}

export async function writeAnalyticsMarkdown(
  file: string,
  runs: AnalyticsRun[],
  facts: { requests: number; command: string },
) {
  const rows = table(runs);
  const markdown = [rows[0]!, rows[0]!.map(() => '---'), ...rows.slice(1)]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  const block = [
    START,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineText()} by \`${facts.command}\`: each request ${facts.requests} times in a row as an administrator (after 10 unmeasured), over loopback, timed by the client; target p95 ≤ ${TARGET_P95_MS} ms per screen request.`,
    '',
    markdown,
    '',
    ...upkeepLines(runs).map((line) => `- ${line}`),
    '',
    END,
  ].join('\n');
  const current = fs.readFileSync(file, 'utf8');
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) +
        block +
        current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n## Editorial analytics at 10^6\n\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
