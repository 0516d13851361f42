import { type CsvValue, csvChunks, csvLine } from '../../src/lib/csv';

/** One cell as a line of one cell writes it. */
const csvCell = (value: CsvValue) => csvLine([value]).replace(/\r\n$/, '');

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

describe('formula neutralising (a cell cannot run as a spreadsheet formula)', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1'],
    ['@SUM(A1)'],
    ['\u0000=HYPERLINK("http://x")'],
    ['\u0000\u0000+1'],
    ['  =1'],
    ['\u00a0=1'],
    ['\u200b=1'],
    ['\u0007@x'],
    ['\uff1dHYPERLINK("http://x")'],
    ['\uff0b1'],
    ['\uff0d1'],
    ['\uff20x'],
    [' \u0000\u3000\uff1d1'],
    ['\tabc'],
    ['\rabc'],
  ])('neutralises %j', (text) => {
    const cell = csvCell(text);
    // The apostrophe comes first (inside the quotes when the cell is quoted).
    expect(cell.replace(/^"/, '')[0]).toBe("'");
    expect(cell).toContain(text.replace(/"/g, '""'));
  });

  it.each([['abc'], ['1+1'], ['a=b'], ['  hello'], ['\u0000text'], [''], ['ｘ＝1']])(
    'leaves %j alone',
    (text) => {
      expect(csvCell(text).replace(/^"|"$/g, '').replace(/""/g, '"')).toBe(text);
    },
  );

  it('leaves numbers alone (a negative number is not a formula)', () => {
    expect(csvCell(-3)).toBe('-3');
  });
});
