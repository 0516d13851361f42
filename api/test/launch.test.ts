// launch.mjs is the one place the API's Node flags are set: the start scripts
// import it, and this package's `start` script (plain text, it cannot import)
// must say the same, or `pnpm --filter api start` would run the API unlike
// the way it was measured.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');

function launchArgs(): string[] {
  const printed = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./launch.mjs'); console.log(JSON.stringify(m.API_NODE_ARGS));",
    ],
    { cwd: API_DIR, encoding: 'utf8' },
  );
  return JSON.parse(printed) as string[];
}

describe('launch.mjs', () => {
  const args = launchArgs();

  it('gives node the young generation the mixed load was measured with', () => {
    expect(args).toContain('--max-semi-space-size=64');
    expect(args.slice(-3)).toEqual(['--import', 'tsx', 'src/server.ts']);
  });

  it('is what the package.json start script runs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${args.join(' ')}`);
  });
});
