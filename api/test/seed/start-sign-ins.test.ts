// `pnpm start` prints the demo sign-ins: every account the seed creates is named there.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';

const startScript = fs.readFileSync(path.resolve(__dirname, '../../../scripts/start.mjs'), 'utf8');

it('names every seeded demo account in the lines pnpm start prints', () => {
  const named = [...startScript.matchAll(/'([a-z]+@)'/g)].map((m) => m[1]);
  const printed = startScript.includes('admin@colophon.test / colophon-demo') ? ['admin@'] : [];
  const seeded = DEMO_ACCOUNTS.map((a) => a.email.replace(/colophon\.test$/, ''));
  expect([...printed, ...named].sort()).toEqual(seeded.sort());
});
