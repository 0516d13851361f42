// The boundary rules fail the lint on the imports docs/sections.md forbids.
// Each case lints a probe file (given as text under a real path, so the zones
// apply) that imports a real module across a boundary. Every probe is linted
// in one ESLint process before the tests (eslint/lint-probes.mjs): a process
// per probe cost 3–4 s each.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

type Message = { ruleId: string | null; message: string; line: number };
type Probe = { filePath: string; code?: string };

const restricted = (messages: Message[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
const syntax = (messages: Message[]) => messages.filter((m) => m.ruleId === 'no-restricted-syntax');

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

// ── The probes: `probe(name, file, code)` lints `code` as `file`; without code, the file itself ──

const probes = new Map<string, Probe>();
const probe = (name: string, filePath: string, code?: string) =>
  probes.set(name, { filePath, code });

probe(
  'section → section',
  `${FIRST}/src/lib/probe.ts`,
  `export { bootstrap } from '../../../${SECOND}/src/section';\n`,
);
const sectionImport = `export { bootstrap } from '../../../${FIRST}/src/section';\n`;
probe('host → section', 'host/src/lib/probe.ts', sectionImport);
probe('shared → section', 'shared/src/ui/probe.ts', sectionImport);

const featureSection = SECTIONS.find((name) => dirs(`${name}/src/features`).length >= 2);
if (!featureSection) throw new Error('no section with two features to probe');
{
  const [own, other] = dirs(`${featureSection}/src/features`) as [string, string];
  const file = `${featureSection}/src/features/${own}/lib/probe.ts`;
  const reexport = (target: string) => {
    const relative = path.relative(path.dirname(path.join(ROOT, file)), path.join(ROOT, target));
    return `export * from '${relative.replace(/\.tsx?$/, '')}';\n`;
  };
  probe(
    'feature → other feature',
    file,
    reexport(someSource(`${featureSection}/src/features/${other}`)),
  );
  probe(
    'feature → own folder',
    file,
    reexport(someSource(`${featureSection}/src/features/${own}`)),
  );
}

{
  const modules = dirs('api/src/modules').filter((name) =>
    fs.existsSync(path.join(ROOT, 'api/src/modules', name, 'index.ts')),
  );
  const [own, other] = modules as [string, string];
  const file = fs
    .readdirSync(path.join(ROOT, 'api/src/modules', other))
    .find((name) => name.endsWith('.ts') && name !== 'index.ts');
  const inner = `${other}/${file}`.replace(/\.ts$/, '');
  const moduleProbe = `api/src/modules/${own}/probe.ts`;
  probe('module → module file', moduleProbe, `export * from '../${inner}';\n`);
  probe('module → module', moduleProbe, `export * from '../${other}';\n`);
  probe('module → module index', moduleProbe, `export * from '../${other}/index';\n`);
  probe('lib → module file', 'api/src/lib/probe.ts', `export * from '../modules/${inner}';\n`);
}

// Three ways to branch on the database (a comparison, a switch, a name kept to
// compare later, lines 3, 5 and 11) and one use that is not a branch (the health
// answer naming the database).
const DIALECT_BRANCHES = [
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
probe('database branch in a module', 'api/src/modules/tags/probe.ts', DIALECT_BRANCHES);
probe(
  'database branch in db/dialect',
  'api/src/db/dialect/probe.ts',
  DIALECT_BRANCHES.replaceAll('../../db/', '../'),
);

// A handler that writes through app.db would escape its request's Idempotency-Key claim.
probe(
  'app.db in a handler',
  'api/src/modules/tags/probe.routes.ts',
  [
    "import type { FastifyInstance, FastifyRequest } from 'fastify';",
    'export async function probeRoutes(app: FastifyInstance) {',
    '  const guard = app.db;',
    "  app.post('/probe', async (request: FastifyRequest) => app.db.selectFrom('tags').execute());",
    "  app.get('/probe', async (request: FastifyRequest) => request.db.selectFrom('tags').execute());",
    '  return guard;',
    '}',
    '',
  ].join('\n'),
);

// A second writer of the URL's query would build on the params of its own render.
probe(
  'setSearchParams in a section',
  `${FIRST}/src/lib/probe.ts`,
  [
    "import { useSearchParams } from '@colophon/shared/router';",
    'export function useProbe() {',
    '  const [params] = useSearchParams();',
    '  const [, setParams] = useSearchParams();',
    '  return { params, setParams };',
    '}',
    '',
  ].join('\n'),
);

// The cycles are written before the lint and removed after the tests, so the tree itself holds none.
const FIXTURES = path.join(ROOT, 'eslint/__fixtures__', `cycle-${process.pid}`);
const CYCLE_FILES: Record<string, string> = {
  'area.ts': "import type { Shape } from './shape';\nexport type Area = { of: Shape };\n",
  'shape.ts': "import type { Area } from './area';\nexport type Shape = { area: Area };\n",
  'b.ts': "import { a } from './a';\nexport const b = (): number => a() - 1;\n",
  'a.ts': "import { b } from './b';\nexport const a = () => b() + 1;\n",
  'c.ts': 'export const c = () => 1;\n',
  'd.ts': "import { c } from './c';\nexport const d = () => c() + 1;\n",
};
const fixture = (name: string) => path.relative(ROOT, path.join(FIXTURES, name));
probe('type-only cycle', fixture('shape.ts'));
probe('cycle', fixture('a.ts'));
probe('no cycle', fixture('d.ts'));

// ── One ESLint process for all of them ──

let linted: Map<string, Message[]>;
const lintOf = (name: string) => {
  const messages = linted.get(name);
  if (!messages) throw new Error(`no probe named ${name}`);
  return messages;
};

beforeAll(() => {
  fs.mkdirSync(FIXTURES, { recursive: true });
  for (const [name, code] of Object.entries(CYCLE_FILES)) {
    fs.writeFileSync(path.join(FIXTURES, name), code);
  }
  const result = spawnSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    cwd: ROOT,
    input: JSON.stringify([...probes.values()]),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`lint-probes.mjs failed: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as Message[][];
  linted = new Map([...probes.keys()].map((name, i) => [name, reports[i] ?? []]));
}, 120_000);
afterAll(() => fs.rmSync(FIXTURES, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('fails a section importing another section', () => {
    expect(restricted(lintOf('section → section'))[0]?.message).toMatch(
      /A section imports no other section/,
    );
  });

  it('fails the host or shared importing a section', () => {
    expect(restricted(lintOf('host → section'))).toHaveLength(1);
    expect(restricted(lintOf('shared → section'))).toHaveLength(1);
  });

  it('fails a feature importing another feature, and allows its own folder', () => {
    expect(restricted(lintOf('feature → other feature'))[0]?.message).toMatch(
      /A feature imports only its own/,
    );
    expect(restricted(lintOf('feature → own folder'))).toHaveLength(0);
  });

  it('fails an API module importing another module past its index.ts, and allows the index', () => {
    expect(restricted(lintOf('module → module file'))[0]?.message).toMatch(/through its index\.ts/);
    expect(restricted(lintOf('module → module'))).toHaveLength(0);
    expect(restricted(lintOf('module → module index'))).toHaveLength(0);
    expect(restricted(lintOf('lib → module file'))[0]?.message).toMatch(
      /lib, db and plugins sit below the modules/,
    );
  });

  it('fails a branch on the database outside api/src/db, and allows it in db/dialect', () => {
    const inModule = syntax(lintOf('database branch in a module'));
    expect(inModule.map((m) => m.line)).toEqual([3, 5, 11]);
    for (const m of inModule) expect(m.message).toMatch(/lives in api\/src\/db\/dialect/);
    expect(syntax(lintOf('database branch in db/dialect'))).toHaveLength(0);
  });

  it("fails app.db inside a request handler, where request.db records the key's commits", () => {
    const found = syntax(lintOf('app.db in a handler'));
    expect(found.map((m) => m.line)).toEqual([4]);
    expect(found[0]?.message).toMatch(/Use request\.db in a request handler/);
  });

  it("fails a section's own setSearchParams, where useSearchParamsWriter keeps earlier changes", () => {
    const found = syntax(lintOf('setSearchParams in a section'));
    expect(found.map((m) => m.line)).toEqual([4]);
    expect(found[0]?.message).toMatch(/useSearchParamsWriter/);
  });

  it('fails a cycle made only of type imports (import-x/no-cycle skips those)', () => {
    expect(lintOf('type-only cycle').map((m) => m.ruleId)).toContain(
      'colophon/no-cycle-with-types',
    );
  });

  it('fails an import cycle', () => {
    expect(lintOf('cycle').map((m) => m.ruleId)).toContain('colophon/no-cycle-with-types');
  });

  it('passes the same files without the cycle', () => {
    expect(lintOf('no cycle').filter((m) => m.ruleId?.includes('cycle'))).toHaveLength(0);
  });
});
