import fc from 'fast-check';
import { addConsiderId, parseConsiderIds, removeConsiderId, serializeConsiderIds } from './consider-cookie';

const id = fc.integer({ min: 1, max: 1_000_000 });
const uniqueIds = fc.uniqueArray(id, { maxLength: 30 });

describe('consider cookie (SPEC §3)', () => {
  it('round-trips a list of unique ids', () => {
    fc.assert(fc.property(uniqueIds, (ids) => expect(parseConsiderIds(serializeConsiderIds(ids))).toEqual(ids)));
  });

  it('never yields duplicates, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.array(id), (ids) => {
        const parsed = parseConsiderIds(ids.join(','));
        expect(new Set(parsed).size).toBe(parsed.length);
        expect(new Set(parsed)).toEqual(new Set(ids));
      }),
    );
  });

  it('adding never duplicates', () => {
    fc.assert(
      fc.property(uniqueIds, id, (ids, x) => {
        const once = addConsiderId(ids, x);
        const twice = addConsiderId(once, x);
        expect(twice).toEqual(once);
        expect(once.filter((y) => y === x)).toHaveLength(1);
      }),
    );
  });

  it('removal keeps the other ids in order', () => {
    fc.assert(
      fc.property(uniqueIds, id, (ids, x) => {
        const after = removeConsiderId(ids, x);
        expect(after).not.toContain(x);
        expect(after).toEqual(ids.filter((y) => y !== x));
      }),
    );
  });

  it('accepts an URI-encoded value and skips garbage', () => {
    expect(parseConsiderIds('3%2C1%2C3')).toEqual([3, 1]);
    expect(parseConsiderIds('a, 2,,-1,0, 7 ')).toEqual([2, 7]);
    expect(parseConsiderIds(undefined)).toEqual([]);
  });
});
