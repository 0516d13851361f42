// Stale temporary uploads are removed at start and then on an
// interval (hourly in the API), which stops when the app closes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { STALE_TEMP_MS } from '../../src/modules/manuscripts/file-storage';
import { registerUploadLimits, TEMP_SWEEP_MS } from '../../src/modules/manuscripts/multipart';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('sweeps hourly by default', () => {
  expect(TEMP_SWEEP_MS).toBe(60 * 60 * 1000);
});

it('removes stale .part files at start, again on its interval, and stops on close', async () => {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-sweep-'));
  const tmp = path.join(uploadsDir, 'tmp');
  fs.mkdirSync(tmp);
  const stale = (name: string) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, 'x');
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    fs.utimesSync(file, old, old);
    return file;
  };
  const atStart = stale('a.part');
  const app = Fastify();
  await registerUploadLimits(app, { uploadsDir, maxBytes: 1024 }, 50);
  await app.ready();
  expect(fs.existsSync(atStart)).toBe(false);

  const later = stale('b.part');
  const fresh = path.join(tmp, 'c.part');
  fs.writeFileSync(fresh, 'y');
  // On a busy machine the interval may run late: wait for it (bounded).
  for (let waited = 0; fs.existsSync(later) && waited < 5_000; waited += 50) await sleep(50);
  expect(fs.existsSync(later)).toBe(false);
  expect(fs.existsSync(fresh)).toBe(true);

  await app.close();
  const afterClose = stale('d.part');
  await sleep(300);
  expect(fs.existsSync(afterClose)).toBe(true);
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});
