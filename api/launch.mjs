// How every API process is started: Node with these flags, tsx's loader and
// the server, in this folder. `pnpm start` (scripts/lib/stack.mjs), the
// cluster (deploy/cluster/api-process.mjs), the benches (bench/harness.ts)
// and this package's own `start` script all use it (a test keeps the script
// in step), so a deployment runs the API as it was measured.
//
// --max-semi-space-size=64: V8's young generation may grow to 64 MiB per
// half (16 by default). Each request makes short-lived objects (parsed
// bodies, rows, answers); each time the young generation fills, V8 copies
// what is still in use, and what survives twice moves to the old generation,
// dearer to collect. With 200 connections in flight, the objects of requests
// still running survived the default size's frequent collections. Measured
// 2026-12-05 on the mixed load (`tsx bench/ab.ts`, the same code with and
// without it, 200 connections, 6 × 10 s each): 0.798 against 0.861 ms of API
// CPU per request (7 % less), 1,313 against 1,222 req/s; a second run 0.861
// against 1.009 ms; 128 MiB bought no more. The cost is memory, the young
// generation's two halves: up to 96 MiB more per process (peak resident 536
// against 452 MiB in the 60 s mixed bench). A flag, not a setting made at
// run time: V8 sizes its heap when it starts.
/** The arguments of `node` (process.execPath) that start one API process, run in api/. */
export const API_NODE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx', 'src/server.ts'];
