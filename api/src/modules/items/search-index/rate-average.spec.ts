import { rateAverage } from './rate-average';

describe('rateAverage (as MariaDB AVG over integers: 4 decimals, half up)', () => {
  it('gives no average without a rated listing', () => {
    expect(rateAverage([])).toEqual({ count: 0, average: null });
  });

  // Each figure is what MariaDB 10.11 answered for the same rows.
  it.each([
    [[{ rate: 1, count: 1 }, { rate: 0, count: 2 }], 3, 0.3333],
    [[{ rate: 2, count: 1 }, { rate: 0, count: 2 }], 3, 0.6667],
    [[{ rate: 1, count: 1 }, { rate: 0, count: 31 }], 32, 0.0313],
    [[{ rate: 500_000, count: 2 }, { rate: 500_001, count: 1 }], 3, 500_000.3333],
    [[{ rate: 1_000_001, count: 1 }, { rate: 1_000_000, count: 7 }], 8, 1_000_000.125],
  ])('%j → %i rated, average %d', (rows, count, average) => {
    expect(rateAverage(rows)).toEqual({ count, average });
  });

  it('stays exact where a double would not (sums past 2^53 once scaled)', () => {
    expect(rateAverage([{ rate: 9_000_000, count: 200_000 }, { rate: 9_000_001, count: 1 }])).toEqual({ count: 200_001, average: 9_000_000 });
  });
});
