// Prints the bench figures with SQLite and PostgreSQL side by side, the
// target ratios from the same run, and keeps them in docs/performance.md
// between the api-bench markers (other sections of that page stay as they are).
import fs from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import type { LoadResult } from './autocannon';
import type { Scenario } from './scenarios';

export interface Measured {
  scenario: Scenario;
  result: LoadResult;
}

/** One database at one scale: its figures and the machine's load around them. */
export interface DbRun {
  label: string;
  manuscripts: number;
  measured: Measured[];
  loadBefore: number;
  loadAfter: number;
}

const START = '<!-- api-bench:start -->';
const END = '<!-- api-bench:end -->';
/** PostgreSQL's list target (looser than SQLite's); every other target is the scenario's. */
const PG_LIST = { p99Ms: 15, minRps: 2000 };

function targetOf(run: DbRun, scenario: Scenario): Scenario['target'] {
  return scenario.list && run.label === 'PostgreSQL' ? PG_LIST : scenario.target;
}

function verdict(run: DbRun, { scenario, result }: Measured): string {
  const { p99Ms, minRps } = targetOf(run, scenario);
  if (result.non2xx > 0 || result.errors > 0) return 'errors';
  const fast =
    result.latency.p99 <= p99Ms && (minRps === undefined || result.requests.average >= minRps);
  return fast ? 'met' : 'missed';
}

const targetText = ({ p99Ms, minRps }: Scenario['target']) =>
  `p99 ≤ ${p99Ms}${minRps ? `, ≥ ${minRps.toLocaleString('en')}/s` : ''}`;

const rps = (m: Measured | undefined) => (m ? Math.round(m.result.requests.average) : 0);
const find = (run: DbRun | undefined, name: string) =>
  run?.measured.find((m) => m.scenario.name === name);

function table(runs: DbRun[]): string[][] {
  const header = ['scenario'];
  for (const run of runs) header.push(`${run.label} req/s`, 'p50', 'p99', 'target', 'verdict');
  const names = [...new Set(runs.flatMap((r) => r.measured.map((m) => m.scenario.name)))];
  const body = names.map((name) => {
    const row = [name];
    for (const run of runs) {
      const m = find(run, name);
      row.push(
        m ? rps(m).toLocaleString('en') : '–',
        m ? String(m.result.latency.p50) : '–',
        m ? String(m.result.latency.p99) : '–',
        m ? targetText(targetOf(run, m.scenario)) : '–',
        m ? verdict(run, m) : '–',
      );
    }
    return row;
  });
  return [header, ...body];
}

export function printSideBySide(runs: DbRun[]) {
  const rows = table(runs);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');

/** The issue's ratios, each from one database's run (so they hold on a busy machine too). */
export function ratiosOf(runs: DbRun[], bases: DbRun[]): string[] {
  return runs.map((run) => {
    const page1 = rps(find(run, 'list, page 1'));
    const deep = rps(find(run, 'list, page 5,000'));
    const search = rps(run.measured.find((m) => m.scenario.name.startsWith('list, search')));
    const base = bases.find((b) => b.label === run.label);
    const basePage1 = rps(find(base, 'list, page 1'));
    return [
      `${run.label}: deep page / page 1 = ${ratio(deep, page1)} (target ≥ 0.9)`,
      `search / list page = ${ratio(search, page1)} (≥ 0.33)`,
      `page 1 at ${run.manuscripts.toLocaleString('en')} / at ${(base?.manuscripts ?? 0).toLocaleString('en')} = ${ratio(page1, basePage1)} (≥ 0.85; ${basePage1.toLocaleString('en')} req/s there, load ${base?.loadBefore ?? '–'} → ${base?.loadAfter ?? '–'})`,
    ].join('; ');
  });
}

export function machineText(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export async function writeMarkdown(
  file: string,
  runs: DbRun[],
  bases: DbRun[],
  facts: { connections: number; duration: number },
) {
  const rows = table(runs);
  const markdown = [rows[0]!, rows[0]!.map(() => '---'), ...rows.slice(1)]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  const loads = [...runs, ...bases]
    .map(
      (r) =>
        `${r.label} at ${r.manuscripts.toLocaleString('en')}: load ${r.loadBefore} before, ${r.loadAfter} after`,
    )
    .join('; ');
  const block = [
    START,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineText()}: ${runs.map((r) => `${r.manuscripts.toLocaleString('en')} manuscripts on ${r.label}`).join(' and ')}, autocannon on loopback, ${facts.connections} connections, ${facts.duration} s per scenario after a 2 s warm-up. Reproduce with \`flock /tmp/colophon-heavy.lock pnpm --filter api bench\`.`,
    '',
    `Load average (1 min) around each scenario set: ${loads}. Above 1 the absolute figures are the busy machine's; the ratios below come from one run each and hold anyway.`,
    '',
    markdown,
    '',
    ...ratiosOf(runs, bases).map((line) => `- ${line}`),
    '',
    END,
  ].join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) +
        block +
        current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n## API\n\n${block}\n`;
  // Formatted as the repository's prettier check wants it (tables aligned).
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
