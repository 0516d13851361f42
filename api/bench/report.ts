// Prints the bench figures as a table and keeps them in docs/performance.md
// (between markers, so other sections of that page stay as they are).
import fs from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './autocannon';
import type { Scenario } from './scenarios';

export interface Measured {
  scenario: Scenario;
  result: LoadResult;
}

const START = '<!-- api-bench:start -->';
const END = '<!-- api-bench:end -->';

function verdict({ scenario, result }: Measured): string {
  const { p99Ms, minRps } = scenario.target;
  const failed = result.non2xx > 0 || result.errors > 0;
  const fast =
    result.latency.p99 <= p99Ms && (minRps === undefined || result.requests.average >= minRps);
  return failed ? 'errors' : fast ? 'met' : 'missed';
}

function targetText({ p99Ms, minRps }: Scenario['target']): string {
  return `p99 ≤ ${p99Ms} ms${minRps ? `, ≥ ${minRps.toLocaleString('en')} req/s` : ''}`;
}

export function rows(measured: Measured[]): string[][] {
  return measured.map((m) => [
    m.scenario.name,
    Math.round(m.result.requests.average).toLocaleString('en'),
    String(m.result.latency.p50),
    String(m.result.latency.p99),
    String(m.result.non2xx + m.result.errors),
    targetText(m.scenario.target),
    verdict(m),
  ]);
}

const HEADER = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'target', 'verdict'];

export function printTable(measured: Measured[]) {
  const table = [HEADER, ...rows(measured)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

export interface RunFacts {
  manuscripts: number;
  database: string;
  connections: number;
  duration: number;
}

export function machineText(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeMarkdown(file: string, measured: Measured[], facts: RunFacts) {
  const table = [HEADER, HEADER.map(() => '---'), ...rows(measured)]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  const block = [
    START,
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineText()}: ${facts.manuscripts.toLocaleString('en')} manuscripts on ${facts.database}, autocannon on loopback, ${facts.connections} connections, ${facts.duration} s per scenario after a warm-up. Reproduce with \`pnpm --filter api bench\`.`,
    '',
    table,
    END,
  ].join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) +
        block +
        current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n## API\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
