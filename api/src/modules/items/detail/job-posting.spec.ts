import fc from 'fast-check';
import { company } from '@er/site-meta/facts';
import { ItemStatus, RemoteLevel } from '../entities/item.entity';
import type { DetailItem } from './item-detail.service';
import { jobPosting, jobTitle } from './job-posting';

const APP_URL = 'https://er.example';

function listing(over: Partial<DetailItem> = {}): DetailItem {
  return {
    id: 42,
    name: '【Java】決済基盤の開発',
    rateMin: 700000,
    rateMax: 900000,
    rateDetail: '70〜90万円/月',
    areaDetail: null,
    bizCategoryId: null,
    systemType: null,
    jobType: null,
    mustHaveRequirements: 'Java 3年以上',
    niceToHaveRequirements: null,
    detail: '決済基盤の設計・開発',
    remoteLevel: RemoteLevel.OnSite,
    weeklyDaysMin: null,
    weeklyDaysMax: null,
    workingHours: null,
    settlementRange: null,
    interviewCount: null,
    contractTypeId: null,
    startDate: null,
    clientName: null,
    clientUrl: null,
    closesOn: null,
    status: ItemStatus.Published,
    isFeatured: false,
    publishedAt: new Date('2026-11-01T00:00:00Z'),
    endedAt: null,
    viewCount: 0,
    guessedFields: null,
    internalNote: null,
    version: 1,
    createdAt: new Date('2026-10-31T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    deletedAt: null,
    areas: [],
    ...over,
  };
}

describe('JobPosting structured data', () => {
  describe('title', () => {
    // What a label holds: anything but its closing bracket.
    const label = fc.string({ minLength: 0, maxLength: 8 }).filter((s) => !s.includes('】')).map((s) => `【${s}】`);
    const space = fc.constantFrom('', ' ', '\u3000', '  ');
    // The job's own words: not blank, not starting with a label or a space.
    const body = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '' && !/^[\s【]/.test(s) && s === s.trimEnd());

    it('is the name without its leading skill labels (property)', () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(space, label), { minLength: 1, maxLength: 4 }), space, body, (labels, gap, words) => {
          const name = `${labels.map(([s, l]) => s + l).join('')}${gap}${words}`;
          expect(jobTitle(name)).toBe(words);
        }),
      );
    });

    it('leaves a name without leading labels as it is, labels later in it included (property)', () => {
      fc.assert(
        fc.property(body, fc.array(label, { maxLength: 2 }), (words, later) => {
          const name = `${words}${later.join('')}`;
          expect(jobTitle(name)).toBe(name);
        }),
      );
    });

    it('keeps a name that is nothing but labels (never an empty title)', () => {
      fc.assert(fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => expect(jobTitle(labels.join(''))).toBe(labels.join(''))));
      expect(jobPosting(listing({ name: '【Go】【AWS】 EC基盤の開発' }), APP_URL).title).toBe('EC基盤の開発');
    });
  });

  it('names the operator of this site, at its own address, when the client is undisclosed (非公開)', () => {
    const posting = jobPosting(listing({ clientName: null }), APP_URL);
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: company.name, sameAs: APP_URL });
    expect(posting.hiringOrganization).not.toMatchObject({ name: 'エンジニアルート掲載企業' });
    expect(jobPosting(listing({ clientName: '  ' }), APP_URL).hiringOrganization).toMatchObject({ name: company.name });
  });

  it('names the client staff named, with its site when given', () => {
    expect(jobPosting(listing({ clientName: '株式会社サンプル', clientUrl: 'https://sample.example/' }), APP_URL).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: '株式会社サンプル',
      sameAs: 'https://sample.example/',
    });
    expect(jobPosting(listing({ clientName: '株式会社サンプル' }), APP_URL).hiringOrganization).toEqual({ '@type': 'Organization', name: '株式会社サンプル' });
  });

  it('applies on this site', () => {
    expect(jobPosting(listing(), APP_URL).directApply).toBe(true);
  });

  it('places an on-site listing in its prefectures and nowhere when it names none', () => {
    const tokyo = { id: 13, name: '東京都', prefectureId: 13 };
    const overseas = { id: 99, name: '海外', prefectureId: null };
    const placed = jobPosting(listing({ areas: [tokyo, overseas] }), APP_URL);
    expect(placed.jobLocation).toEqual([{ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: '東京都', addressCountry: 'JP' } }]);
    expect(placed.jobLocationType).toBeUndefined();
    const unplaced = jobPosting(listing({ areas: [overseas], remoteLevel: RemoteLevel.PartlyRemote }), APP_URL);
    expect(unplaced.jobLocation).toBeUndefined();
    expect(unplaced.jobLocationType).toBeUndefined();
  });

  it('marks a full-remote listing TELECOMMUTE with the country applicants work from', () => {
    const posting = jobPosting(listing({ remoteLevel: RemoteLevel.FullRemote, areas: [{ id: 13, name: '東京都', prefectureId: 13 }] }), APP_URL);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'JP' });
    expect(posting.jobLocation).toBeUndefined();
  });

  it('closes at the end of the day staff set, in Japan, and states no closing date otherwise', () => {
    expect(jobPosting(listing({ closesOn: '2027-01-31' }), APP_URL).validThrough).toBe('2027-01-31T23:59:59+09:00');
    expect(new Date(jobPosting(listing({ closesOn: '2027-01-31' }), APP_URL).validThrough as string).toISOString()).toBe('2027-01-31T14:59:59.000Z');
    expect('validThrough' in jobPosting(listing({ closesOn: null }), APP_URL)).toBe(false);
  });
});
