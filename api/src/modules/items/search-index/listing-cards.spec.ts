import fc from 'fast-check';
import { firstCodePoints, ListingCards } from './listing-cards';
import type { PublishedListingRow } from '../search/item-search.repository';
import { toItemCard } from '../items.service';
import { ItemStatus } from '../entities/item.entity';

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

  it('gives back the card of a listing set, tags in stored order named by the live tags, the details as the card shows them', () => {
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
        detail: `${'あ'.repeat(120)}…`,
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

describe('ListingCards.render', () => {
  const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 140 }), fc.constantFrom('"\\\u0001\n', 'あ'.repeat(130), '😀'.repeat(70), ''));
  const row = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: text,
    detail: fc.option(text),
    mustHaveRequirements: fc.option(text),
    niceToHaveRequirements: fc.option(text),
    areaDetail: fc.option(text),
    rateDetail: text,
    bizCategoryId: fc.option(fc.integer({ min: 1, max: 6 })),
    remoteLevel: fc.integer({ min: 0, max: 3 }),
    contractTypeId: fc.option(fc.integer({ min: 1, max: 3 })),
    weeklyDaysMin: fc.option(fc.integer({ min: 1, max: 5 })),
    weeklyDaysMax: fc.option(fc.integer({ min: 1, max: 5 })),
    rateMin: fc.constant(null),
    rateMax: fc.constant(null),
    publishedAt: fc.integer({ min: Date.UTC(2026, 10, 1), max: Date.UTC(2026, 11, 1) }).map((ms) => new Date(ms)),
    tagIds: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 9 }),
    areaIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
  });
  const names = {
    // Display order differs from id order, and area 8 / industry 6 are unknown to the copy.
    areas: new Map([1, 2, 3, 4, 5, 6, 7].map((id) => [id, { id, name: `エリア"${id}`, sortOrder: (id * 5) % 7 }])),
    bizCategories: new Map([1, 2, 3, 4, 5].map((id) => [id, { id, name: `業界\\${id}` }])),
  };

  it('writes exactly JSON.stringify(toItemCard(…)) of the same card, named as ItemsService names it', () => {
    fc.assert(
      fc.property(row, fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), fc.integer({ min: Date.UTC(2026, 10, 1), max: Date.UTC(2026, 11, 1) }), fc.integer({ min: 0, max: 5 }), (listing, live, newSince, tagLimit) => {
        const cards = new ListingCards();
        cards.set(listing, ItemStatus.Published);
        const termOf = (id: number) => (live.includes(id) ? `タグ"${id}` : undefined);
        const rendered = cards.render([listing.id, listing.id + 1], termOf, names, tagLimit, newSince);
        expect([...rendered.keys()]).toEqual([listing.id]);
        const { item, bizCategoryId, areaIds, tags } = cards.get([listing.id], termOf).get(listing.id)!;
        const areas = areaIds.flatMap((id) => names.areas.get(id) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
        const biz = bizCategoryId === null ? undefined : names.bizCategories.get(bizCategoryId);
        const card = toItemCard(
          { item: { ...item, areas: areas.map((a) => ({ id: a.id, name: a.name })), bizCategory: biz ? { name: biz.name } : null }, tags: tags.slice(0, tagLimit), tagCount: tags.length },
          new Date(newSince + 7 * 24 * 60 * 60 * 1000),
        );
        const written = rendered.get(listing.id)!;
        expect(written.json).toBe(JSON.stringify(card));
        expect(written.named).toBe((listing.bizCategoryId === null || listing.bizCategoryId <= 5) && listing.areaIds.every((id) => id <= 7));
        expect(written).toMatchObject({ status: ItemStatus.Published, publishedAt: listing.publishedAt.getTime() });
      }),
      { numRuns: 500 },
    );
  });

  it('writes a renamed tag under its new term', () => {
    const cards = new ListingCards();
    cards.set({ id: 1, name: 'n', detail: null, mustHaveRequirements: null, niceToHaveRequirements: null, areaDetail: null, rateDetail: 'r', bizCategoryId: null, remoteLevel: 0, contractTypeId: null, weeklyDaysMin: null, weeklyDaysMax: null, rateMin: null, rateMax: null, publishedAt: new Date(0), tagIds: [3], areaIds: [1] }, ItemStatus.Published);
    const json = (term: string) => JSON.parse(cards.render([1], () => term, names, 5, 0).get(1)!.json) as { tags: unknown[]; get_area_by_id_and_id: unknown[] };
    expect(json('Go').tags).toEqual([{ id: 3, term: 'Go' }]);
    expect(json('Go言語').tags).toEqual([{ id: 3, term: 'Go言語' }]);
    expect(json('Go言語').get_area_by_id_and_id).toEqual([{ id: 1, name: 'エリア"1' }]);
  });
});
