// `tsx bench/ab.ts --other ../../before/api [--only REGEX] [--slices N]`:
// the API CPU per request of this tree (A) against another checkout's (B), on
// the mixed scenario's requests (bench/mixed-load.ts; --only picks some, e.g.
// '^GET'). This machine's speed drifts by a quarter within minutes, so two
// separate runs cannot tell a 10 % change from the drift: here both APIs run at
// once, each on its own demo-seeded SQLite file, and take turns in 2 s slices
// from 10 connections; the CPU each process used (from /proc) is summed over
// its slices and divided by the requests it answered. Make B with
// `git worktree add ../before <rev>` and link its node_modules and
// api/node_modules to this checkout's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { prepareData, processCpuMs, signIn, startApi } from './harness';
import { type AutocannonRequest, mixedRequests, runAutocannon } from './mixed-load';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    only: { type: 'string', default: '.' },
    slices: { type: 'string', default: '8' },
  },
});
if (!values.other) throw new Error('--other: the api folder of the tree to compare with');
const only = new RegExp(values.only);
const SLICE_SECONDS = 2;
const CONNECTIONS = 10;

type Side = {
  name: 'A' | 'B';
  origin: string;
  pid: number;
  stop: () => Promise<void>;
  requests: AutocannonRequest[];
  cpuMs: number;
  answered: number;
};

async function start(name: Side['name'], apiDir: string, port: number): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `colophon-ab-${name}-`));
  process.env.DATA_DIR = dataDir;
  const config = { dialect: 'sqlite', file: path.join(dataDir, 'colophon.sqlite') } as const;
  await prepareData(config, 1);
  const api = await startApi(apiDir, config, port);
  const origin = `http://127.0.0.1:${port}`;
  const token = await signIn(`${origin}/api/v1/`, {
    email: 'admin@colophon.test',
    password: DEMO_PASSWORD,
  });
  const { requests } = await mixedRequests({ origin, token, pdfKib: 256 });
  return {
    name,
    origin,
    pid: api.child.pid!,
    stop: api.stop,
    requests: requests.filter((r) => only.test(`${r.method} ${r.path}`)),
    cpuMs: 0,
    answered: 0,
  };
}

const sides = [await start('A', API_DIR, 6993), await start('B', path.resolve(values.other), 6994)];
try {
  for (const side of sides) {
    await runAutocannon(
      { origin: side.origin, connections: CONNECTIONS, duration: 3 },
      side.requests,
    );
  }
  for (let slice = 0; slice < Number(values.slices); slice++) {
    // A then B, then B then A: neither always runs right after the other.
    for (const side of slice % 2 ? [...sides].reverse() : sides) {
      const before = processCpuMs(side.pid);
      const result = await runAutocannon(
        { origin: side.origin, connections: CONNECTIONS, duration: SLICE_SECONDS },
        side.requests,
      );
      const after = processCpuMs(side.pid);
      if (before === null || after === null) throw new Error('no CPU figures in /proc');
      if (result.non2xx > 0) throw new Error(`${side.name}: ${result.non2xx} non-2xx answers`);
      side.cpuMs += after - before;
      side.answered += result.requests.total;
    }
  }
  const [a, b] = sides.map((side) => side.cpuMs / side.answered) as [number, number];
  console.log(
    `${values.only}: A ${a.toFixed(3)} ms of API CPU per request, B ${b.toFixed(3)}, A/B ${(a / b).toFixed(3)}`,
  );
} finally {
  for (const side of sides) await side.stop();
}
