import fc from 'fast-check';
import { smallestSorted } from './smallest-sorted';

describe('smallestSorted (property)', () => {
  it('gives what sorting all the values and taking the first k gives', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5_000 }), { maxLength: 400 }), fc.integer({ min: 0, max: 450 }), (list, k) => {
        const expected = Uint32Array.from(list).sort().subarray(0, k);
        expect(Array.from(smallestSorted(Uint32Array.from(list), k))).toEqual(Array.from(expected));
      }),
    );
  });

  it('gives the same for values rising, falling or in runs (the orders listing ids put places in)', () => {
    const ordered = fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 2_000 }).chain((list) =>
      fc.constantFrom(
        Uint32Array.from(list).sort(),
        Uint32Array.from(list).sort().reverse(),
        Uint32Array.from(list.map((v, i) => (i % 50) * 1_000 + (v % 1_000))),
      ),
    );
    fc.assert(
      fc.property(ordered, fc.integer({ min: 1, max: 100 }), (values, k) => {
        const expected = values.slice().sort().subarray(0, k);
        expect(Array.from(smallestSorted(values.slice(), k))).toEqual(Array.from(expected));
      }),
    );
  });

  it('keeps equal values and leaves the input as it was when only some are wanted', () => {
    const values = Uint32Array.from([9, 3, 3, 7, 1, 3, 8, 3, 2, 6, 5, 4, 3, 0, 9, 9, 1]);
    const copy = values.slice();
    expect(Array.from(smallestSorted(values, 4))).toEqual([0, 1, 1, 2]);
    expect(Array.from(smallestSorted(values, 3))).toEqual([0, 1, 1]);
    expect(values).toEqual(copy);
  });
});
