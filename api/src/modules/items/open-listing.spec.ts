import { ItemStatus } from './entities/item.entity';
import { isOpenListing, openListingParams, openListingSql } from './open-listing';

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

  it('says the same in SQL, with the moment as a parameter', () => {
    expect(openListingSql('i')).toBe(`i.status = ${ItemStatus.Published} AND i.deleted_at IS NULL AND i.published_at <= :openListingNow`);
    expect(openListingParams(now)).toEqual({ openListingNow: now });
  });
});
