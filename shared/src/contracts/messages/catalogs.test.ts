// Every code the contracts (and the API) use has a text in every language,
// and the translations keep the English template's parameters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import './all-languages';
import { catalogOf, hasCatalog, MESSAGE_LANGUAGES } from './catalogs';

const keysOf = (table: object) => Object.keys(table).sort();
const paramsOf = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** `msg('code'` and `field: 'name'` in the TypeScript files of a folder. */
function usedIn(folder: string) {
  const codes = new Set<string>();
  const fields = new Set<string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(folder, file), 'utf8');
    for (const m of source.matchAll(/\bmsg\(\s*'([\w.]+)'/g)) codes.add(m[1]!);
    for (const m of source.matchAll(/\bfield: '(\w+)'/g)) fields.add(m[1]!);
  }
  return { codes, fields };
}

const en = catalogOf('en');

describe.each(MESSAGE_LANGUAGES.filter((l) => l !== 'en'))('the %s catalog', (language) => {
  const catalog = catalogOf(language);

  it('is registered (all-languages.ts), not the English fallback', () => {
    expect(hasCatalog(language)).toBe(true);
    expect(catalog).not.toBe(en);
  });

  it('has exactly the English codes, labels and short forms', () => {
    expect(keysOf(catalog.messages)).toEqual(keysOf(en.messages));
    expect(keysOf(catalog.labels)).toEqual(keysOf(en.labels));
    expect(keysOf(catalog.brief)).toEqual(keysOf(en.brief));
  });

  it('keeps the parameters of every English template, and translates every entry', () => {
    for (const table of ['messages', 'brief'] as const) {
      for (const [code, template] of Object.entries(en[table])) {
        const translated = (catalog[table] as Record<string, string>)[code] ?? '';
        expect({ code, params: paramsOf(translated) }).toEqual({
          code,
          params: paramsOf(template),
        });
        expect({ code, empty: translated.trim() === '' }).toEqual({ code, empty: false });
      }
    }
  });
});

it('has a short form only for codes that exist', () => {
  for (const code of Object.keys(en.brief)) expect(Object.keys(en.messages)).toContain(code);
});

it('knows every code and field name the contracts use, in every language', () => {
  const { codes, fields } = usedIn(join(__dirname, '..'));
  expect(codes.size).toBeGreaterThan(40);
  for (const language of MESSAGE_LANGUAGES) {
    const catalog = catalogOf(language);
    const missing = [
      ...[...codes].filter((code) => !Object.hasOwn(catalog.messages, code)),
      ...[...fields].filter((field) => !Object.hasOwn(catalog.labels, field)),
    ];
    expect({ language, missing }).toEqual({ language, missing: [] });
  }
});
