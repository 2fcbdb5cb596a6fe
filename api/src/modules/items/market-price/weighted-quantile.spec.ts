import fc from 'fast-check';
import { weightedQuantile, type Weighted } from './weighted-quantile';

const rowsArb = fc.array(fc.record({ value: fc.integer({ min: 100_000, max: 2_000_000 }), weight: fc.integer({ min: 1, max: 40 }) }), { minLength: 1, maxLength: 60 });

describe('weightedQuantile', () => {
  it('is null without weight', () => {
    expect(weightedQuantile([], 0.5)).toBeNull();
    expect(weightedQuantile([{ value: 5, weight: 0 }], 0.5)).toBeNull();
  });

  it('gives the lower median and the quartiles of equal weights', () => {
    const rows = [10, 20, 30, 40].map((value) => ({ value, weight: 1 }));
    expect(weightedQuantile(rows, 0.5)).toBe(20);
    expect(weightedQuantile(rows, 0.25)).toBe(10);
    expect(weightedQuantile(rows, 0.75)).toBe(30);
    expect(weightedQuantile(rows, 1)).toBe(40);
  });

  it('leans toward the heavier values', () => {
    expect(weightedQuantile([{ value: 50, weight: 1 }, { value: 80, weight: 3 }], 0.5)).toBe(80);
  });

  it('is one of the values, between min and max, and never decreases with q', () => {
    fc.assert(
      fc.property(rowsArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (rows: Weighted[], a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const qa = weightedQuantile(rows, lo)!;
        const qb = weightedQuantile(rows, hi)!;
        const values = rows.map((r) => r.value);
        expect(values).toContain(qa);
        expect(qa).toBeGreaterThanOrEqual(Math.min(...values));
        expect(qb).toBeLessThanOrEqual(Math.max(...values));
        expect(qa).toBeLessThanOrEqual(qb);
      }),
    );
  });

  it('equals the quantile of the rows repeated by weight', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom(0.25, 0.5, 0.75), (rows: Weighted[], q) => {
        const expanded = rows.flatMap((r) => Array.from({ length: r.weight }, () => r.value)).sort((x, y) => x - y);
        const expected = expanded[Math.max(0, Math.ceil(q * expanded.length) - 1)];
        expect(weightedQuantile(rows, q)).toBe(expected);
      }),
    );
  });
});
