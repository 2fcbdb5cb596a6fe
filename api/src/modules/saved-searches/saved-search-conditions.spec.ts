import fc from 'fast-check';
import { conditionsKey, normalizeConditions, parseStoredConditions, searchPathOf, serializeConditions, type ConditionsInput } from './saved-search-conditions';

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.oneof(fc.integer({ min: -5, max: 99 }), fc.string())));
/** Inputs as a client or a damaged row could give them: valid values, out-of-range ones, wrong types. */
const input: fc.Arbitrary<ConditionsInput> = fc.record(
  {
    tag_id: fc.oneof(id, anyValue),
    keyword: fc.oneof(fc.string({ maxLength: 260 }), fc.constantFrom('Ｊａｖａ　東京', '  java   spring ', '　'), anyValue),
    tags: fc.oneof(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }), anyValue),
    areas: fc.oneof(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 70 }), anyValue),
    rate_min: fc.oneof(fc.integer({ min: -10, max: 1100 }), anyValue),
    rate_max: fc.oneof(fc.integer({ min: -10, max: 1100 }), anyValue),
    include_no_rate: fc.oneof(fc.constantFrom(0, 1), anyValue),
    remote: fc.oneof(fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 6 }), anyValue),
    weekly_days: fc.oneof(fc.integer({ min: 0, max: 6 }), anyValue),
    contract_types: fc.oneof(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 25 }), anyValue),
  },
  { requiredKeys: [] },
);

describe('saved-search conditions', () => {
  it('keeps no negative zero (JSON would read it back as 0)', () => {
    expect(Object.is(normalizeConditions({ rate_min: -0, weekly_days: 1 }).rate_min, 0)).toBe(true);
  });

  it('normalising is idempotent and a stored text reads back as the same conditions', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const once = normalizeConditions(raw);
        expect(normalizeConditions(once)).toEqual(once);
        expect(parseStoredConditions(serializeConditions(once))).toEqual(once);
        expect(serializeConditions(parseStoredConditions(serializeConditions(once)))).toBe(serializeConditions(once));
      }),
      { numRuns: 500 },
    );
  });

  it('the order and repetition of list values do not make another saved search', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }), fc.array(fc.integer({ min: 1, max: 47 }), { maxLength: 10 }), (tags, areas) => {
        const a = normalizeConditions({ tags, areas, remote: [2, 0] });
        const b = normalizeConditions({ tags: [...tags].reverse().concat(tags), areas: [...areas].reverse(), remote: [0, 2, 2] });
        expect(conditionsKey(a)).toBe(conditionsKey(b));
      }),
    );
  });

  it('only ever keeps values the search accepts', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const c = normalizeConditions(raw);
        for (const list of [c.tags, c.areas, c.contract_types, c.remote]) {
          if (list === undefined) continue;
          expect(list.length).toBeGreaterThan(0);
          expect([...list].sort((x, y) => x - y)).toEqual(list);
          expect(new Set(list).size).toBe(list.length);
        }
        expect(c.tags?.length ?? 0).toBeLessThanOrEqual(20);
        expect(c.areas?.length ?? 0).toBeLessThanOrEqual(60);
        if (c.remote) expect(c.remote.every((r) => r >= 0 && r <= 2)).toBe(true);
        if (c.keyword !== undefined) {
          expect(c.keyword).toBe(c.keyword.trim());
          expect(c.keyword).not.toBe('');
          expect([...c.keyword].length).toBeLessThanOrEqual(200);
        }
        if (c.include_no_rate) expect(c.rate_min !== undefined || c.rate_max !== undefined).toBe(true);
        if (c.tag_id !== undefined) expect(c.tags ?? []).not.toContain(c.tag_id);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on stored text that is not what it wrote', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('null'), fc.constant('[1,2]')), (text) => {
        expect(typeof parseStoredConditions(text)).toBe('object');
      }),
    );
  });

  it('folds full-width characters and collapses spaces in the keyword (SPEC §5)', () => {
    expect(normalizeConditions({ keyword: '　Ｊａｖａ　　東京 ' })).toEqual({ keyword: 'Java 東京' });
    expect(normalizeConditions({ keyword: '   ' })).toEqual({});
  });

  it('leaves the tag page\'s own tag out of the tags and include_no_rate without a rate', () => {
    expect(normalizeConditions({ tag_id: 3, tags: [3, 5], include_no_rate: 1 })).toEqual({ tag_id: 3, tags: [5] });
  });

  it('links to the page the search page itself would show', () => {
    expect(searchPathOf({})).toBe('/item/search');
    expect(searchPathOf({ keyword: 'Java 東京', areas: [14, 13], rate_min: 60, include_no_rate: 1, remote: [2] })).toBe(
      '/item/search?keyword=Java+%E6%9D%B1%E4%BA%AC&areas=13&areas=14&rate_min=60&include_no_rate=1&remote=2',
    );
    expect(searchPathOf({ tag_id: 7, tags: [2], weekly_days: 3, contract_types: [1] })).toBe('/item/tag/7?tags=2&weekly_days=3&contract_types=1');
  });
});
