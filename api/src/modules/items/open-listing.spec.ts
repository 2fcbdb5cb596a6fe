import { ItemStatus } from './entities/item.entity';
import fc from 'fast-check';
import { listingStatusOf } from './listing-status';
import { hasPublicPage, isOpenListing, openListingParams, openListingSql } from './open-listing';

describe('open listing rule', () => {
  const now = new Date('2026-04-01T12:00:00Z');
  const listing = (over: Partial<Parameters<typeof isOpenListing>[0]> = {}) => ({
    status: ItemStatus.Published as number,
    publishedAt: new Date('2026-03-31T00:00:00Z'),
    deletedAt: null,
    ...over,
  });

  it('is published, dated, not in the future and not deleted', () => {
    expect(isOpenListing(listing(), now)).toBe(true);
    expect(isOpenListing(listing({ publishedAt: now }), now)).toBe(true);
    expect(isOpenListing(listing({ status: ItemStatus.Ended }), now)).toBe(false);
    expect(isOpenListing(listing({ publishedAt: null }), now)).toBe(false);
    expect(isOpenListing(listing({ publishedAt: new Date(now.getTime() + 1000) }), now)).toBe(false);
    expect(isOpenListing(listing({ deletedAt: new Date('2026-03-31T01:00:00Z') }), now)).toBe(false);
  });

  it('gives a page to open and ended listings only: not to drafts, scheduled, undated or deleted ones', () => {
    expect(hasPublicPage(listing(), now)).toBe(true);
    expect(hasPublicPage(listing({ status: ItemStatus.Ended }), now)).toBe(true);
    expect(hasPublicPage(listing({ status: ItemStatus.Draft }), now)).toBe(false);
    expect(hasPublicPage(listing({ publishedAt: new Date(now.getTime() + 1000) }), now)).toBe(false);
    expect(hasPublicPage(listing({ publishedAt: null }), now)).toBe(false);
    expect(hasPublicPage(listing({ status: ItemStatus.Ended, deletedAt: now }), now)).toBe(false);
  });

  it('puts every listing in one back-office tab, 公開中 exactly when open and a page exactly when open or ended (property)', () => {
    const date = fc.option(fc.integer({ min: -3, max: 3 }).map((days) => new Date(now.getTime() + days * 86_400_000)), { nil: null });
    fc.assert(
      fc.property(fc.constantFrom(ItemStatus.Draft, ItemStatus.Published, ItemStatus.Ended), date, date, (status, publishedAt, deletedAt) => {
        const item = { status, publishedAt, deletedAt };
        const tab = listingStatusOf(item, now);
        expect(tab === 'published').toBe(isOpenListing(item, now));
        expect(hasPublicPage(item, now)).toBe(tab === 'published' || tab === 'ended');
        expect(tab === 'deleted').toBe(deletedAt !== null);
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it('says the same in SQL, with the moment as a parameter', () => {
    expect(openListingSql('i')).toBe(`i.status = ${ItemStatus.Published} AND i.deleted_at IS NULL AND i.published_at <= :openListingNow`);
    expect(openListingParams(now)).toEqual({ openListingNow: now });
  });
});
