// The boundary rules fail the lint on the imports docs/sections.md forbids.
// Each case lints a probe file (given on stdin under a real path, so the
// zones apply) that imports a real module across a boundary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

type Message = { ruleId: string | null; message: string; line: number };

function lint(args: string[], input?: string): Message[] {
  const result = spawnSync(ESLINT, ['--format', 'json', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Message[] }>;
  return report?.messages ?? [];
}

/** Lints `code` as if it were the file at `filePath` (relative to the root). */
const lintAs = (filePath: string, code: string) =>
  lint(['--stdin', '--stdin-filename', filePath], code);

const restricted = (messages: Message[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

const dirs = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A source file of `dir` (searched depth-first), relative to `dir`. */
function someSource(dir: string): string {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return rel;
    if (entry.isDirectory()) {
      const found = someSource(rel);
      if (found) return found;
    }
  }
  return '';
}

const SECTIONS = JSON.parse(fs.readFileSync(path.join(ROOT, 'sections.json'), 'utf8')) as string[];
const [FIRST, SECOND] = SECTIONS as [string, string];

jest.setTimeout(60_000);

describe('import boundaries', () => {
  it('fails a section importing another section', () => {
    const messages = lintAs(
      `${FIRST}/src/lib/probe.ts`,
      `export { bootstrap } from '../../../${SECOND}/src/section';\n`,
    );
    expect(restricted(messages)[0]?.message).toMatch(/A section imports no other section/);
  });

  it('fails the host or shared importing a section', () => {
    const code = `export { bootstrap } from '../../../${FIRST}/src/section';\n`;
    expect(restricted(lintAs('host/src/lib/probe.ts', code))).toHaveLength(1);
    expect(restricted(lintAs('shared/src/ui/probe.ts', code))).toHaveLength(1);
  });

  it('fails a feature importing another feature, and allows its own folder', () => {
    const section = SECTIONS.find((name) => dirs(`${name}/src/features`).length >= 2);
    if (!section) throw new Error('no section with two features to probe');
    const [own, other] = dirs(`${section}/src/features`) as [string, string];
    const target = someSource(`${section}/src/features/${other}`);
    const probe = `${section}/src/features/${own}/lib/probe.ts`;
    const relative = path.relative(path.dirname(path.join(ROOT, probe)), path.join(ROOT, target));
    const code = `export * from '${relative.replace(/\.tsx?$/, '')}';\n`;
    expect(restricted(lintAs(probe, code))[0]?.message).toMatch(/A feature imports only its own/);

    const ownTarget = someSource(`${section}/src/features/${own}`);
    const ownRelative = path.relative(
      path.dirname(path.join(ROOT, probe)),
      path.join(ROOT, ownTarget),
    );
    const ownCode = `export * from '${ownRelative.replace(/\.tsx?$/, '')}';\n`;
    expect(restricted(lintAs(probe, ownCode))).toHaveLength(0);
  });

  it('fails an API module importing another module past its index.ts, and allows the index', () => {
    const modules = dirs('api/src/modules').filter((name) =>
      fs.existsSync(path.join(ROOT, 'api/src/modules', name, 'index.ts')),
    );
    const [own, other] = modules as [string, string];
    const file = fs
      .readdirSync(path.join(ROOT, 'api/src/modules', other))
      .find((name) => name.endsWith('.ts') && name !== 'index.ts');
    const inner = `${other}/${file}`;
    const deep = `export * from '../${inner.replace(/\.ts$/, '')}';\n`;
    const probe = `api/src/modules/${own}/probe.ts`;
    expect(restricted(lintAs(probe, deep))[0]?.message).toMatch(/through its index\.ts/);
    expect(restricted(lintAs(probe, `export * from '../${other}';\n`))).toHaveLength(0);
    expect(restricted(lintAs(probe, `export * from '../${other}/index';\n`))).toHaveLength(0);

    const below = restricted(
      lintAs('api/src/lib/probe.ts', `export * from '../modules/${inner.replace(/\.ts$/, '')}';\n`),
    );
    expect(below[0]?.message).toMatch(/lib, db and plugins sit below the modules/);
  });

  it('fails a branch on the database outside api/src/db, and allows it in db/dialect', () => {
    // Three ways to branch (a comparison, a switch, a name kept to compare later) and
    // one use that is not a branch (the health answer naming the database), in one
    // probe: each eslint run loads the whole config, a few seconds.
    const probe = [
      "import type { Database } from '../../db/database';",
      "import { dialectName } from '../../db/portable';",
      "export const sqlite = (db: Database) => dialectName(db) === 'sqlite';",
      'export function kind(db: Database) {',
      '  switch (dialectName(db)) {',
      '    default:',
      '      return 1;',
      '  }',
      '}',
      'export function named(db: Database) {',
      '  const name = dialectName(db);',
      "  return name === 'sqlite';",
      '}',
      'export const health = (db: Database) => ({ database: dialectName(db) });',
      '',
    ].join('\n');
    const syntax = (file: string, code: string) =>
      lintAs(file, code).filter((m) => m.ruleId === 'no-restricted-syntax');
    const inModule = syntax('api/src/modules/tags/probe.ts', probe);
    expect(inModule.map((m) => m.line)).toEqual([3, 5, 11]);
    for (const m of inModule) expect(m.message).toMatch(/lives in api\/src\/db\/dialect/);
    const inDialect = syntax('api/src/db/dialect/probe.ts', probe.replaceAll('../../db/', '../'));
    expect(inDialect).toHaveLength(0);
  });

  // The cycles are written for the test and removed after it, so the tree itself holds none.
  const probes = path.join(ROOT, 'eslint/__fixtures__', `cycle-${process.pid}`);
  const writeProbe = (name: string, code: string) => {
    fs.mkdirSync(probes, { recursive: true });
    fs.writeFileSync(path.join(probes, name), code);
    return path.relative(ROOT, path.join(probes, name));
  };
  afterAll(() => fs.rmSync(probes, { recursive: true, force: true }));

  it('fails a cycle made only of type imports (import-x/no-cycle skips those)', () => {
    writeProbe(
      'area.ts',
      "import type { Shape } from './shape';\nexport type Area = { of: Shape };\n",
    );
    const shape = writeProbe(
      'shape.ts',
      "import type { Area } from './area';\nexport type Shape = { area: Area };\n",
    );
    const messages = lint(['--no-ignore', shape]);
    expect(messages.map((m) => m.ruleId)).toContain('colophon/no-cycle-with-types');
  });

  it('fails an import cycle', () => {
    writeProbe('b.ts', "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
    const a = writeProbe('a.ts', "import { b } from './b';\nexport const a = () => b() + 1;\n");
    const messages = lint(['--no-ignore', a]);
    expect(messages.map((m) => m.ruleId)).toContain('colophon/no-cycle-with-types');
  });

  it('passes the same files without the cycle', () => {
    writeProbe('c.ts', 'export const c = () => 1;\n');
    const d = writeProbe('d.ts', "import { c } from './c';\nexport const d = () => c() + 1;\n");
    expect(lint(['--no-ignore', d]).filter((m) => m.ruleId?.includes('cycle'))).toHaveLength(0);
  });
});
