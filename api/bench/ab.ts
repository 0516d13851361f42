// `tsx bench/ab.ts --other ../../before/api [--only REGEX] [--slices N]
// [--seconds S] [--connections C] [--other-seeds-itself] [--cpu-prof DIR]`:
// the API CPU per request of this tree (A) against another checkout's (B), on
// the mixed scenario's requests (bench/mixed-load.ts; --only picks some, e.g.
// '^GET'). This machine's speed drifts by a quarter within minutes, so two
// separate runs cannot tell a 10 % change from the drift: here both APIs run at
// once, each on its own demo-seeded SQLite file, and take turns in slices (2 s
// from 10 connections unless told); the CPU each process used (from /proc) is
// summed over its slices and divided by the requests it answered, and each
// side's req/s and slice p99s are printed. Make B with
// `git worktree add ../before <rev>` and `pnpm install --prefer-offline` in it.
// --other-seeds-itself: B migrates and seeds its own empty file at start, for a
// tree from before this one's migrations (its code would refuse a newer file).
// --a-env NAME=VALUE (repeatable): set for A's process only, e.g. to measure a
// setting read from the environment against the same tree (--other .).
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
    'other-seeds-itself': { type: 'boolean', default: false },
    // The mixed probe's own load is 200 connections; 10 keep the host's other core quieter.
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '2' },
    // Each side's V8 CPU profile is written to <dir>/A and <dir>/B when it stops.
    'cpu-prof': { type: 'string' },
    'a-env': { type: 'string', multiple: true, default: [] },
  },
});
const aEnv = Object.fromEntries(
  values['a-env'].map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--a-env ${pair}: expected NAME=VALUE`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
if (!values.other) throw new Error('--other: the api folder of the tree to compare with');
const only = new RegExp(values.only);
const SLICE_SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

type Side = {
  name: 'A' | 'B';
  origin: string;
  pid: number;
  stop: () => Promise<void>;
  requests: AutocannonRequest[];
  cpuMs: number;
  answered: number;
  /** Each slice's p99 latency, ms. */
  p99s: number[];
  /** Every upload's time over all slices (the warm-up's left out), ms. */
  uploadTimes: number[];
};

async function start(
  name: Side['name'],
  apiDir: string,
  port: number,
  seedsItself = false,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `colophon-ab-${name}-`));
  process.env.DATA_DIR = dataDir;
  const config = { dialect: 'sqlite', file: path.join(dataDir, 'colophon.sqlite') } as const;
  if (!seedsItself) await prepareData(config, 1);
  const profileDir = values['cpu-prof'] && path.join(values['cpu-prof'], name);
  const api = await startApi(apiDir, config, port, profileDir, {
    ...(seedsItself ? { SEED: 'true' } : {}),
    ...extraEnv,
  });
  const origin = `http://127.0.0.1:${port}`;
  const token = await signIn(`${origin}/api/v1/`, {
    email: 'admin@colophon.test',
    password: DEMO_PASSWORD,
  });
  const { requests, uploadTimes } = await mixedRequests({ origin, token, pdfKib: 256 });
  return {
    name,
    origin,
    pid: api.child.pid!,
    stop: api.stop,
    requests: requests.filter((r) => only.test(`${r.method} ${r.path}`)),
    cpuMs: 0,
    answered: 0,
    p99s: [],
    uploadTimes,
  };
}

const sides = [
  await start('A', API_DIR, 6993, false, aEnv),
  await start('B', path.resolve(values.other), 6994, values['other-seeds-itself']),
];
try {
  for (const side of sides) {
    await runAutocannon(
      { origin: side.origin, connections: CONNECTIONS, duration: 3 },
      side.requests,
    );
    side.uploadTimes.length = 0;
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
      side.p99s.push(result.latency.p99);
    }
  }
  const [a, b] = sides.map((side) => side.cpuMs / side.answered) as [number, number];
  console.log(
    `${values.only}: A ${a.toFixed(3)} ms of API CPU per request, B ${b.toFixed(3)}, A/B ${(a / b).toFixed(3)}`,
  );
  for (const side of sides) {
    const seconds = Number(values.slices) * SLICE_SECONDS;
    const p99s = [...side.p99s].sort((x, y) => x - y);
    const uploads = [...side.uploadTimes].sort((x, y) => x - y);
    const at = (q: number) => Math.round(uploads[Math.floor(q * (uploads.length - 1))] ?? NaN);
    console.log(
      `${side.name}: ${Math.round(side.answered / seconds)} req/s over ${seconds} s, p99 per slice ${p99s[0]}–${p99s.at(-1)} ms (median ${p99s[Math.floor(p99s.length / 2)]}); ${uploads.length} uploads, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );
  }
} finally {
  for (const side of sides) await side.stop();
}
