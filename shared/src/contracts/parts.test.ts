import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_PARTS } from './parts';

const indexSource = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');

it('lists every module the contracts index re-exports, in its order', () => {
  const inIndex = [...indexSource.matchAll(/export \* from '\.\/([a-z-/]+)'/g)].map(
    (match) => match[1],
  );
  expect(CONTRACT_PARTS.map(([name]) => name)).toEqual(inIndex);
});

it('loads the very modules the index re-exports', async () => {
  const contracts = await import('./index');
  const journal = (await CONTRACT_PARTS.find(([name]) => name === 'journal')![1]()) as Record<
    string,
    unknown
  >;
  const [name, schema] = Object.entries(journal).find(([, value]) => typeof value === 'object')!;
  expect((contracts as Record<string, unknown>)[name]).toBe(schema);
});
