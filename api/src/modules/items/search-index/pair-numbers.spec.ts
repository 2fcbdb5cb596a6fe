import fc from 'fast-check';
import { PairNumbers } from './pair-numbers';

describe('PairNumbers', () => {
  it('numbers pairs as a Map keyed by a·65536 + b does, through growth and colliding keys', () => {
    const unit = fc.integer({ min: 0, max: 65535 });
    fc.assert(
      fc.property(fc.array(fc.tuple(unit, unit), { maxLength: 3000 }), fc.integer({ min: 1, max: 64 }), (pairs, capacity) => {
        const table = new PairNumbers(capacity);
        const reference = new Map<number, number>();
        for (const [a, b] of pairs) {
          const known = reference.get(a * 65536 + b) ?? -1;
          expect(table.get(a, b)).toBe(known);
          if (known === -1) {
            reference.set(a * 65536 + b, reference.size);
            table.set(a, b, reference.size - 1);
          }
        }
        expect(table.size).toBe(reference.size);
        for (const [key, number] of reference) expect(table.get(Math.floor(key / 65536), key % 65536)).toBe(number);
      }),
    );
  });

  it('tells the extremes apart (0,0), (0,65535), (65535,0), (65535,65535)', () => {
    const table = new PairNumbers();
    const corners: [number, number][] = [
      [0, 0],
      [0, 65535],
      [65535, 0],
      [65535, 65535],
    ];
    corners.forEach(([a, b], n) => table.set(a, b, n));
    corners.forEach(([a, b], n) => expect(table.get(a, b)).toBe(n));
    expect(table.get(1, 1)).toBe(-1);
  });
});
