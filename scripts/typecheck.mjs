// `pnpm typecheck`: the front ends as one program (tsconfig.front-ends.json),
// the API and the e2e suite, two at a time (two cores). Every program runs even
// if one fails, so one run shows every error.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const TSC = path.join(ROOT, 'node_modules/.bin/tsc');
const programs = [
  { name: 'front ends', project: path.join(ROOT, 'tsconfig.front-ends.json') },
  { name: 'api', project: path.join(ROOT, 'api/tsconfig.json') },
  { name: 'e2e', project: path.join(ROOT, 'e2e/tsconfig.json') },
];

const check = ({ name, project }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(TSC, ['-p', project, '--pretty'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(
        `[typecheck] ${name}: ${code === 0 ? 'ok' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code === 0);
    });
  });

const queue = [...programs];
const results = [];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
};
await Promise.all([lane(), lane()]);
process.exit(results.every(Boolean) ? 0 : 1);
