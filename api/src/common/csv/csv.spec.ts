import fc from 'fast-check';
import { CSV_BOM, type CsvColumn, csvCell, csvChunks, keysetRows, readCsv } from './index';

/** What a cell reads as after neutralising: the formula starters get the leading quote. */
const expected = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

async function render(columns: CsvColumn<string[]>[], rows: string[][]): Promise<string> {
  let text = '';
  for await (const chunk of csvChunks(columns, rows, { rows: 0 }, 3)) text += chunk;
  return text;
}

const tricky = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom(',', '"', '\r', '\n', '\t', '=', '+', '-', '@', ' ', 'a', '山', 'ｱ', '１', '😀', "'") }),
);

describe('CSV format', () => {
  it('reads back to exactly the cells written, whatever they hold (commas, quotes, line breaks, emoji, full-width)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.array(fc.array(tricky, { minLength: 5, maxLength: 5 }), { maxLength: 12 }), fc.array(tricky, { minLength: 5, maxLength: 5 }), async (width, rows, headers) => {
        const columns = headers.slice(0, width).map((header, index) => ({ header, value: (row: string[]) => row[index] }));
        const text = await render(columns, rows);
        expect(text.startsWith(CSV_BOM)).toBe(true);
        expect(text.indexOf(CSV_BOM, 1)).toBe(-1);
        const records = readCsv(text.slice(CSV_BOM.length));
        expect(records).toEqual([headers.slice(0, width).map(expected), ...rows.map((row) => row.slice(0, width).map(expected))]);
      }),
      { numRuns: 300 },
    );
  });

  it('prefixes every cell a spreadsheet would run as a formula, and only those', () => {
    fc.assert(
      fc.property(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string(), (start, rest) => {
        const cell = csvCell(start + rest);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(unquoted).toBe(`'${start}${rest}`);
      }),
    );
    fc.assert(fc.property(fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s) && !/[",\r\n]/.test(s)), (text) => expect(csvCell(text)).toBe(text)));
  });

  it('ends records with CRLF only (a line break inside a cell stays inside its quotes)', async () => {
    const text = await render([{ header: 'メモ', value: (row) => row[0] }], [['一行目\n二行目'], ['a\rb'], ['x']]);
    expect(text).toBe(`${CSV_BOM}メモ\r\n"一行目\n二行目"\r\n"a\rb"\r\nx\r\n`);
  });

  it('writes numbers as numbers (a negative is no formula), booleans as 1/0, empty for null, dates in Japan time', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(true)).toBe('1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-03-31T15:30:00Z'))).toBe('2026/04/01 00:30:00');
  });
});

describe('keysetRows', () => {
  const source = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1 }));
  const fetcher = () => {
    const calls: { after: number | undefined; limit: number }[] = [];
    const fetch = async (after: { id: number } | undefined, limit: number) => {
      calls.push({ after: after?.id, limit });
      return source.filter((row) => row.id > (after?.id ?? 0)).slice(0, limit);
    };
    return { calls, fetch };
  };

  it('reads every row in batches, each after the last row of the previous batch', async () => {
    const { calls, fetch } = fetcher();
    const ids: number[] = [];
    for await (const row of keysetRows(fetch, { batchSize: 1000 })) ids.push(row.id);
    expect(ids).toEqual(source.map((row) => row.id));
    expect(calls).toEqual([
      { after: undefined, limit: 1000 },
      { after: 1000, limit: 1000 },
      { after: 2000, limit: 1000 },
    ]);
  });

  it('stops at max and asks for no more than it needs', async () => {
    const { calls, fetch } = fetcher();
    const ids: number[] = [];
    for await (const row of keysetRows(fetch, { batchSize: 400, max: 1000 })) ids.push(row.id);
    expect(ids).toHaveLength(1000);
    expect(calls.map((call) => call.limit)).toEqual([400, 400, 200]);
  });

  it('runs no further query once the reader stops', async () => {
    const { calls, fetch } = fetcher();
    for await (const row of keysetRows(fetch, { batchSize: 100 })) if (row.id === 150) break;
    expect(calls).toHaveLength(2);
  });
});
