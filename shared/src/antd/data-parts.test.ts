import fs from 'node:fs';
import path from 'node:path';
import { DATA_KIT_PARTS } from './data-parts';

const kitSource = fs.readFileSync(path.join(__dirname, 'data.ts'), 'utf8');

it('lists every component of the data kit, and only those', () => {
  const inKit = [...kitSource.matchAll(/from 'antd\/es\/([a-z-]+)'/g)].map((match) => match[1]);
  expect(DATA_KIT_PARTS.map(([name]) => name).sort()).toEqual([...inKit].sort());
});

it('loads the very modules the kit exports', async () => {
  const kit = await import('./data');
  const table = (await DATA_KIT_PARTS.find(([name]) => name === 'table')![1]()) as {
    default: unknown;
  };
  expect(table.default).toBe(kit.Table);
});
