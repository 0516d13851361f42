import fs from 'node:fs';
import path from 'node:path';
import { remotesResponseSchema } from './remotes';
import {
  isUnderPrefix,
  type SectionManifest,
  sectionManifestListSchema,
  sectionManifestSchema,
  sectionNameSchema,
  sectionOfPathIn,
} from './section-manifest';

const ROOT = path.resolve(__dirname, '../../..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const apps = readJson(path.join(ROOT, 'sections.json')) as string[];
const fileManifests = apps.map((app) => readJson(path.join(ROOT, app, 'section.json')));

const valid: SectionManifest = {
  section: 'peer-review',
  name: 'mf_peer_review',
  app: 'mf-peer-review',
  port: 4107,
  port_env: 'MF_PEER_REVIEW_PORT',
  routes: ['/peer-review'],
  nav: [
    {
      path: '/peer-review',
      group: 'content',
      order: 80,
      icon: 'StarOutlined',
      label: { en: 'Peer review', ur: 'ہم مرتبہ جائزہ', de: 'Begutachtung' },
      roles: ['reviewer'],
    },
  ],
};

describe('the manifests of sections.json', () => {
  it('are valid, each in the folder of its app', () => {
    const manifests = sectionManifestListSchema.parse(fileManifests);
    expect(manifests.map((m) => m.app)).toEqual(apps);
  });

  it('own the route prefixes the spec gives each section', () => {
    const manifests = sectionManifestListSchema.parse(fileManifests);
    expect(Object.fromEntries(manifests.map((m) => [m.section, m.routes]))).toEqual({
      journals: ['/journals', '/letter-templates'],
      manuscripts: ['/manuscripts', '/submissions', '/reviews', '/editorial-queue', '/outbox'],
      users: ['/users'],
      categories: ['/categories', '/tags'],
      analytics: ['/analytics'],
    });
  });
});

describe('sectionManifestSchema', () => {
  it('accepts a manifest, roles absent or null meaning every signed-in user', () => {
    expect(sectionManifestSchema.parse(valid)).toEqual(valid);
    const entry = { ...valid.nav[0]! };
    delete entry.roles;
    expect(sectionManifestSchema.safeParse({ ...valid, nav: [entry] }).success).toBe(true);
    const open = { ...entry, roles: null };
    expect(sectionManifestSchema.safeParse({ ...valid, nav: [open] }).success).toBe(true);
  });

  it('keeps fields it does not know out, so a newer section does not break an older host', () => {
    const parsed = sectionManifestSchema.parse({ ...valid, since: '2.0.0' });
    expect(parsed).not.toHaveProperty('since');
  });

  it.each([
    ['a name that is not a slug', { section: 'Peer Review' }],
    ['an unknown role', { nav: [{ ...valid.nav[0]!, roles: ['owner'] }] }],
    ['an unknown group', { nav: [{ ...valid.nav[0]!, group: 'extras' }] }],
    ['an icon that is not an antd icon name', { nav: [{ ...valid.nav[0]!, icon: 'star' }] }],
    ['a missing language', { nav: [{ ...valid.nav[0]!, label: { en: 'Peer review' } }] }],
    ['a relative route prefix', { routes: ['peer-review'] }],
    ['a prefix with a trailing slash', { routes: ['/peer-review/'] }],
    ['no route at all', { routes: [] }],
    ['a port out of range', { port: 70000 }],
    ['a fractional order', { nav: [{ ...valid.nav[0]!, order: 1.5 }] }],
  ])('refuses %s', (_case, change) => {
    expect(sectionManifestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('sectionManifestListSchema', () => {
  const others = sectionManifestListSchema.parse(fileManifests);

  it('accepts one more section', () => {
    expect(sectionManifestListSchema.parse([...others, valid])).toHaveLength(others.length + 1);
  });

  it.each([
    ['a section name', { section: 'journals' }],
    ['a container', { name: 'mf_users' }],
    ['a port', { port: 4101 }],
    ['a route prefix', { routes: ['/peer-review', '/submissions'] }],
  ])('refuses two sections declaring the same %s', (_what, change) => {
    const result = sectionManifestListSchema.safeParse([...others, { ...valid, ...change }]);
    expect(result.success).toBe(false);
  });
});

describe('prefix → section', () => {
  const manifests = [...sectionManifestListSchema.parse(fileManifests), valid];

  it('resolves a path to the section owning its longest prefix', () => {
    expect(sectionOfPathIn(manifests, '/journals')).toBe('journals');
    expect(sectionOfPathIn(manifests, '/journals/12/edit')).toBe('journals');
    expect(sectionOfPathIn(manifests, '/submissions')).toBe('manuscripts');
    expect(sectionOfPathIn(manifests, '/reviews')).toBe('manuscripts');
    expect(sectionOfPathIn(manifests, '/peer-review/3')).toBe('peer-review');
    const nested = { ...valid, section: 'special', routes: ['/manuscripts/special'] };
    expect(sectionOfPathIn([...manifests, nested], '/manuscripts/special/1')).toBe('special');
    expect(sectionOfPathIn([...manifests, nested], '/manuscripts/1')).toBe('manuscripts');
  });

  it('owns nothing beside the prefixes', () => {
    for (const path of ['/', '/dashboard', '/journalsx', '/tagsx', '/reviewsx']) {
      expect(sectionOfPathIn(manifests, path)).toBeNull();
    }
    expect(isUnderPrefix('/users/2', '/users')).toBe(true);
    expect(isUnderPrefix('/users2', '/users')).toBe(false);
  });
});

it('names sections with validated texts, not a fixed list', () => {
  expect(sectionNameSchema.parse('peer-review')).toBe('peer-review');
  expect(sectionNameSchema.safeParse('../etc').success).toBe(false);
});

it('requires the manifest of every build the registry serves', () => {
  const [journals] = sectionManifestListSchema.parse(fileManifests);
  const build = { version: '1.0.0', entry: 'http://x/mf-manifest.json', deployed: true };
  const response = (stable: object) => ({
    qa_overrides: false,
    remotes: [{ section: 'journals', name: 'mf_journals', stable, canary: null }],
  });
  expect(remotesResponseSchema.safeParse(response({ ...build, manifest: journals })).success).toBe(
    true,
  );
  expect(remotesResponseSchema.safeParse(response(build)).success).toBe(false);
});
