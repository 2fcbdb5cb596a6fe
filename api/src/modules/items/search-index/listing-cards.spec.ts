import fc from 'fast-check';
import { firstCodePoints, ListingCards } from './listing-cards';
import type { PublishedListingRow } from '../search/item-search.repository';

describe('firstCodePoints', () => {
  it('is the first n code points, as SQL SUBSTR counts them (a surrogate pair is one, a lone surrogate one)', () => {
    // Any code point, and surrogate halves on their own (JavaScript strings can hold them; the database cannot).
    const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom('\ud83d', '\ude00', 'あ'));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.nat(70), (text, n) => {
        expect(firstCodePoints(text, n)).toBe(Array.from(text).slice(0, n).join(''));
      }),
    );
  });
});

describe('ListingCards', () => {
  const row = (over: Partial<PublishedListingRow> = {}): PublishedListingRow => ({
    id: 7,
    name: 'Java 開発',
    detail: 'あ'.repeat(200),
    mustHaveRequirements: 'Java 3年',
    niceToHaveRequirements: 'AWS',
    areaDetail: null,
    rateDetail: '〜80万円/月',
    bizCategoryId: 3,
    remoteLevel: 2,
    contractTypeId: 1,
    weeklyDaysMin: 3,
    weeklyDaysMax: null,
    rateMin: null,
    rateMax: 800_000,
    publishedAt: new Date('2026-11-20T01:02:03Z'),
    tagIds: [5, 2, 9],
    areaIds: [13, 14],
    ...over,
  });

  it('gives back the card of a listing set, tags in stored order named by the live tags, the details cut to 121 characters', () => {
    const cards = new ListingCards();
    cards.set(row(), 1);
    const terms = new Map([
      [2, 'Java'],
      [5, 'Spring'],
    ]);
    const found = cards.get([7, 8], (id) => terms.get(id));
    expect([...found.keys()]).toEqual([7]);
    expect(found.get(7)).toEqual({
      item: {
        id: 7,
        name: 'Java 開発',
        rateDetail: '〜80万円/月',
        areaDetail: null,
        mustHaveRequirements: 'Java 3年',
        detail: 'あ'.repeat(121),
        publishedAt: new Date('2026-11-20T01:02:03Z'),
        status: 1,
        remoteLevel: 2,
        weeklyDaysMin: 3,
        weeklyDaysMax: null,
      },
      bizCategoryId: 3,
      areaIds: [13, 14],
      // Tag 9 is not live (deleted a moment ago): left out, as the card query leaves it out.
      tags: [
        { id: 5, term: 'Spring' },
        { id: 2, term: 'Java' },
      ],
    });
  });

  it('replaces a card on every set, changed field searchable or not, and forgets it on delete', () => {
    const cards = new ListingCards();
    cards.set(row(), 1);
    cards.set(row({ rateDetail: '〜90万円/月' }), 2);
    expect(cards.get([7], () => undefined).get(7)?.item).toMatchObject({ rateDetail: '〜90万円/月', status: 2 });
    expect(cards.size).toBe(1);
    cards.delete(7);
    expect(cards.get([7], () => undefined).size).toBe(0);
  });
});
