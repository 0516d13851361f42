import { csvCell, csvChunks, csvLine } from '../../src/lib/csv';

it('quotes like RFC 4180 and neutralises spreadsheet formulas', () => {
  expect(csvCell(null)).toBe('');
  expect(csvCell(true)).toBe('true');
  expect(csvCell(-3)).toBe('-3');
  expect(csvCell('a,"b"')).toBe('"a,""b"""');
  expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  expect(csvLine(['x', 1, undefined])).toBe('x,1,\r\n');
});

it('streams a BOM and header, then batches after the last id until one comes back empty', async () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 5 }];
  const seen: number[] = [];
  const chunks: string[] = [];
  const batch = async (afterId: number) => {
    seen.push(afterId);
    return rows.filter((r) => r.id > afterId).slice(0, 2);
  };
  for await (const chunk of csvChunks(['id'], batch, (b) => b.map((r) => [r.id])))
    chunks.push(chunk);
  expect(chunks.join('')).toBe('\uFEFFid\r\n1\r\n2\r\n5\r\n');
  expect(seen).toEqual([0, 2, 5]);
});
