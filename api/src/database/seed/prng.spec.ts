import { generateItems } from './generate-items';
import { mulberry32, Random } from './prng';

describe('seeded random data', () => {
  const now = new Date('2026-01-15T03:00:00Z');

  it('mulberry32 gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('Random.int stays within bounds', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const v = random.int(3, 5);
      expect(v >= 3 && v <= 5).toBe(true);
    }
  });

  it('generates the same items for the same seed', () => {
    const first = generateItems(50, 123, now).map((i) => i.row.name);
    const again = generateItems(50, 123, now).map((i) => i.row.name);
    const other = generateItems(50, 124, now).map((i) => i.row.name);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first[0]).toMatch(/^【.+】.+向け.+/);
  });

  it('keeps rates, tags and dates within the product rules', () => {
    const items = generateItems(2000, 1, now);
    const ended = items.filter((i) => i.row.status === 2);
    expect(ended.length / items.length).toBeGreaterThan(0.1);
    expect(ended.length / items.length).toBeLessThan(0.2);
    const recent = items.filter((i) => now.getTime() - i.row.publishedAt.getTime() <= 7 * 86400000);
    expect(recent.length).toBeGreaterThan(50);
    for (const { row, tagTerms } of items) {
      if (row.rateMax !== null) {
        expect(row.rateMax).toBeGreaterThanOrEqual(400000);
        expect(row.rateMax).toBeLessThanOrEqual(1500000);
        expect(row.rateDetail).toMatch(/万円\/月$/);
      }
      if (row.rateMin !== null) expect(row.rateMin).toBeLessThan(row.rateMax!);
      expect(tagTerms.length).toBeGreaterThanOrEqual(2);
      expect(tagTerms.length).toBeLessThanOrEqual(8);
      expect(new Set(tagTerms).size).toBe(tagTerms.length);
      expect(now.getTime() - row.publishedAt.getTime()).toBeLessThanOrEqual(120 * 86400000);
      if (row.endedAt) expect(row.endedAt.getTime()).toBeGreaterThanOrEqual(row.publishedAt.getTime());
    }
    expect(items.some((i) => i.row.rateMax === null)).toBe(true);
  });
});
