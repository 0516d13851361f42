// What each request of the mixed scenario costs the API on its own: every one
// of the 20 requests is sent alone by 10 connections for a few seconds, and
// the API process's CPU time (from /proc) is divided by the requests answered.
// The mixed figure is throughput under one core; this says where that core's
// time goes, request by request, so work can start at the dearest ones.
// `tsx bench/mixed.ts --costs` prints it after the mixed run.
import { type MixedOptions, mixedRequests, runAutocannon } from './mixed-load';

export type RequestCost = { request: string; rps: number; cpuMsPerRequest: number | null };

const CONNECTIONS = 10;
const SECONDS = 4;

export async function requestCosts(
  o: Pick<MixedOptions, 'origin' | 'token' | 'pdfKib'>,
  cpuMs: () => number | null,
): Promise<RequestCost[]> {
  const { requests } = await mixedRequests(o);
  const alone = { origin: o.origin, connections: CONNECTIONS };
  const costs: RequestCost[] = [];
  for (const request of requests) {
    await runAutocannon({ ...alone, duration: 1 }, [request]); // warm-up
    const before = cpuMs();
    const result = await runAutocannon({ ...alone, duration: SECONDS }, [request]);
    const after = cpuMs();
    if (result.non2xx > 0)
      throw new Error(`${request.method} ${request.path}: ${result.non2xx} non-2xx`);
    costs.push({
      request: `${request.method} ${request.path.replace('/api/v1/', '')}`,
      rps: Math.round(result.requests.average),
      cpuMsPerRequest:
        before === null || after === null
          ? null
          : Number(((after - before) / result.requests.total).toFixed(3)),
    });
  }
  return costs;
}

/** The costs as a Markdown table, dearest first, with the turn's total. */
export function costTable(costs: RequestCost[]): string {
  const sorted = [...costs].sort((a, b) => (b.cpuMsPerRequest ?? 0) - (a.cpuMsPerRequest ?? 0));
  const total = costs.reduce((sum, c) => sum + (c.cpuMsPerRequest ?? 0), 0);
  return [
    '| request (alone, 10 connections) | req/s | API CPU ms per request |',
    '| --- | --: | --: |',
    ...sorted.map((c) => `| ${c.request} | ${c.rps} | ${c.cpuMsPerRequest ?? '—'} |`),
    `| **one turn of the 20** | | **${total.toFixed(2)}** |`,
  ].join('\n');
}
