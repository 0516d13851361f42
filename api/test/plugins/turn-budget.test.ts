// New connections must get in while a process is busy: Node accepts one per
// turn of its event loop, so a turn must not run every request that arrived.
import http from 'node:http';
import type net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerTurnBudget, TurnBudget } from '../../src/plugins/turn-budget';

describe('TurnBudget', () => {
  it('starts requests at once while the turn has budget, then in arrival order in later turns', async () => {
    let clock = 0;
    const budget = new TurnBudget(10, () => clock);
    const started: string[] = [];
    const start = (name: string, cost: number) => () => {
      started.push(name);
      clock += cost;
    };
    budget.admit(start('a', 6));
    budget.admit(start('b', 6)); // 6 ms spent: still under 10
    budget.admit(start('c', 1)); // 12 ms spent: waits
    budget.admit(start('d', 1));
    expect(started).toEqual(['a', 'b']);
    expect(budget.queued).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(budget.queued).toBe(0);
  });

  it('moves what the next slice cannot start to the turn after', async () => {
    let clock = 0;
    const budget = new TurnBudget(10, () => clock);
    const started: string[] = [];
    const admit = (name: string) =>
      budget.admit(() => {
        started.push(name);
        clock += 8;
      });
    ['a', 'b', 'c', 'd', 'e'].forEach(admit);
    expect(started).toEqual(['a', 'b']);
    await new Promise((resolve) => setImmediate(resolve));
    // The next turn's slice holds two more 8 ms requests, not three.
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

/** A server whose every request costs `workMs` of the process's only thread. */
async function busyServer(withBudget: boolean, workMs: number): Promise<FastifyInstance> {
  const app = Fastify();
  if (withBudget) registerTurnBudget(app, new TurnBudget(4));
  app.get('/work', async () => {
    const until = performance.now() + workMs;
    while (performance.now() < until) {
      /* the request's own work */
    }
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const get = (port: number, agent: http.Agent) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/work', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
      .on('error', reject);
  });

/**
 * 30 connections keep the server busy; then 30 new ones send a request each.
 * Returns how many of the busy connections' requests were served before the
 * last newcomer had its answer: what a newcomer waits for, in requests.
 */
async function servedBeforeLastNewcomer(app: FastifyInstance): Promise<number> {
  const port = (app.server.address() as net.AddressInfo).port;
  const agents: http.Agent[] = [];
  const agent = () => {
    const a = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(a);
    return a;
  };
  let served = 0;
  let stop = false;
  const busy = Array.from({ length: 30 }, async () => {
    const own = agent();
    while (!stop) {
      await get(port, own);
      served += 1;
    }
  });
  while (served < 60) await new Promise((resolve) => setTimeout(resolve, 5));
  const before = served;
  await Promise.all(Array.from({ length: 30 }, () => get(port, agent())));
  const waited = served - before;
  stop = true;
  await Promise.all(busy);
  agents.forEach((a) => a.destroy());
  return waited;
}

describe('registerTurnBudget', () => {
  let apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  it('lets a burst of new connections in while the process is busy', async () => {
    const without = await busyServer(false, 2);
    const withBudget = await busyServer(true, 2);
    apps = [without, withBudget];
    const waitedWithout = await servedBeforeLastNewcomer(without);
    const waitedWith = await servedBeforeLastNewcomer(withBudget);
    // Without it every accept waits for a turn that serves all 30 busy connections;
    // with it a turn serves a few, so the newcomers are in after a fraction of that.
    expect(waitedWithout).toBeGreaterThan(300);
    expect(waitedWith).toBeLessThan(waitedWithout / 2);
  }, 60_000);
});
