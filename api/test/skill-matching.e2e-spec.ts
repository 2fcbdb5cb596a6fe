import request from 'supertest';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { MemberSkillEntity } from '../src/modules/members/entities/member-skill.entity';
import { RemoteLevel } from '../src/modules/items/entities/item.entity';
import { makeArea, makeItem, makeMember, makeTag } from './support/factories';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 13: listings matched to the member's skills (SPEC §7 get-user-skill-matching-item-list,
 * item/get-search-user-skill-matching-item-list) and the member's market rate, on MariaDB.
 */
describe('skill matching and the market rate estimate', () => {
  let t: TestApp;

  async function loggedIn(profile: { skills?: { tagId: number; years: number | null }[]; desiredRate?: number; desiredRemoteLevel?: number; desiredAreaIds?: number[] } = {}) {
    const { member, password } = await makeMember(t.dataSource);
    await t.dataSource.getRepository(MemberEntity).update(member.id, {
      desiredRate: profile.desiredRate ?? null,
      desiredRemoteLevel: profile.desiredRemoteLevel ?? null,
      desiredAreaIds: (profile.desiredAreaIds ?? []).join(','),
    });
    if (profile.skills?.length) {
      await t.dataSource.getRepository(MemberSkillEntity).save(profile.skills.map((s) => ({ memberId: member.id, tagId: s.tagId, experienceYears: s.years })));
    }
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    return { member, get: (path: string) => agent.get(`/api/front/${path}`) };
  }

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks the listings needing the member’s skills by fit and says why each matched', async () => {
    const [java, spring, other] = [await makeTag(t.dataSource), await makeTag(t.dataSource), await makeTag(t.dataSource)];
    const [tokyo, osaka] = [await makeArea(t.dataSource), await makeArea(t.dataSource)];
    const now = Date.now();
    // Points (match-ranking.ts): java 10+5, spring 10; rate ≥ 70万 15; full remote 10; area (or full remote) 10; new 8.
    const best = await makeItem(t.dataSource, { tags: [java, spring], areas: [tokyo], rateMin: 700_000, rateMax: 800_000, remoteLevel: RemoteLevel.FullRemote }); // 68
    const springOnly = await makeItem(t.dataSource, { tags: [spring], areas: [osaka], rateMax: 750_000, remoteLevel: RemoteLevel.PartlyRemote }); // 33
    const javaLow = await makeItem(t.dataSource, { tags: [java], areas: [osaka], rateMax: 600_000, remoteLevel: RemoteLevel.OnSite }); // 23
    const javaOld = await makeItem(t.dataSource, { tags: [java], areas: [osaka], rateMax: 600_000, publishedAt: new Date(now - 60 * DAY) }); // 15
    await makeItem(t.dataSource, { tags: [other], areas: [tokyo], rateMax: 900_000 }); // no skill of the member
    await makeItem(t.dataSource, { tags: [java, spring], areas: [tokyo], rateMax: 900_000, ended: true }); // ended
    const me = await loggedIn({
      skills: [
        { tagId: spring.id, years: null },
        { tagId: java.id, years: 5 },
      ],
      desiredRate: 700_000,
      desiredRemoteLevel: RemoteLevel.FullRemote,
      desiredAreaIds: [tokyo.id],
    });

    const list = (await me.get('get-user-skill-matching-item-list?limit=10').expect(200)).body;
    expect(list.has_skills).toBe(true);
    expect(list.skills).toEqual([
      { id: java.id, term: java.term, experience_years: 5 },
      { id: spring.id, term: spring.term, experience_years: null },
    ]);
    expect(list.total).toBe(4);
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([best.id, springOnly.id, javaLow.id, javaOld.id]);
    expect(list.items[0].match).toEqual({
      matched_skills: [
        { id: java.id, term: java.term },
        { id: spring.id, term: spring.term },
      ],
      reasons: [`${java.term}・${spring.term} が一致`, '希望単価（70万円）以上', 'フルリモート', `希望勤務地（${tokyo.name}）`],
    });
    expect(list.items[2].match.reasons).toEqual([`${java.term} が一致`]);
    // limit
    expect((await me.get('get-user-skill-matching-item-list?limit=1').expect(200)).body.items).toHaveLength(1);

    // The search variant: /item/search's filters, sorts, paging and facets over the matches.
    const rated = (await me.get('item/get-search-user-skill-matching-item-list?rate_min=70').expect(200)).body;
    expect(rated.items.map((i: { id: number }) => i.id)).toEqual([best.id, springOnly.id]);
    expect(rated.total).toBe(2);
    expect(rated.facets.remote.find((r: { value: number }) => r.value === RemoteLevel.FullRemote).count).toBe(1);
    expect(rated.items[1].match.reasons).toEqual([`${spring.term} が一致`, '希望単価（70万円）以上']);
    const byRate = (await me.get('item/get-search-user-skill-matching-item-list?sort=rate').expect(200)).body;
    expect(byRate.items.map((i: { id: number }) => i.id)).toEqual([best.id, springOnly.id, javaLow.id, javaOld.id]);
    const byNew = (await me.get('item/get-search-user-skill-matching-item-list?sort=new&per_page=10&page=1').expect(200)).body;
    expect(byNew.items.map((i: { id: number }) => i.id)).toEqual([javaLow.id, springOnly.id, best.id, javaOld.id]);
    const page2 = (await me.get('item/get-search-user-skill-matching-item-list?per_page=10&page=2').expect(200)).body;
    expect({ items: page2.items, total: page2.total, last_page: page2.last_page }).toEqual({ items: [], total: 4, last_page: 1 });
    const bad = await me.get('item/get-search-user-skill-matching-item-list?sort=popular&rate_min=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('prompts a member without skills instead of listing anything', async () => {
    const me = await loggedIn();
    expect((await me.get('get-user-skill-matching-item-list').expect(200)).body).toEqual({ has_skills: false, skills: [], items: [], total: 0 });
    const page = (await me.get('item/get-search-user-skill-matching-item-list').expect(200)).body;
    expect({ has_skills: page.has_skills, items: page.items, total: page.total }).toEqual({ has_skills: false, items: [], total: 0 });
    expect((await me.get('get-user-market-rate-estimate').expect(200)).body).toMatchObject({ has_skills: false, count: 0, reliable: false, median: null });
  });

  it('estimates the rate from 20 or more listings, and says it is unreliable below that', async () => {
    const rare = await makeTag(t.dataSource);
    for (let i = 0; i < 5; i++) await makeItem(t.dataSource, { tags: [rare], rateMax: 600_000 + i * 10_000 });
    const few = await loggedIn({ skills: [{ tagId: rare.id, years: 3 }] });
    expect((await few.get('get-user-market-rate-estimate').expect(200)).body).toEqual({
      has_skills: true,
      skills: [{ id: rare.id, term: rare.term, experience_years: 3 }],
      count: 5,
      reliable: false,
      median: null,
      lower_quartile: null,
      upper_quartile: null,
      min_listings: 20,
    });

    const common = await makeTag(t.dataSource);
    // 21 listings at 50万〜70万 (one per 1万円), one without a rate (left out), one ended (left out).
    for (let i = 0; i <= 20; i++) await makeItem(t.dataSource, { tags: [common], rateMin: 400_000, rateMax: 500_000 + i * 10_000 });
    await makeItem(t.dataSource, { tags: [common] });
    await makeItem(t.dataSource, { tags: [common], rateMax: 2_000_000, ended: true });
    const many = await loggedIn({ skills: [{ tagId: common.id, years: 8 }] });
    expect((await many.get('get-user-market-rate-estimate').expect(200)).body).toMatchObject({
      count: 21,
      reliable: true,
      median: 600_000,
      lower_quartile: 550_000,
      upper_quartile: 650_000,
    });
  });

  it("is the member's own: logged out → 401, another user_id → 403", async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    for (const path of ['get-user-skill-matching-item-list', 'item/get-search-user-skill-matching-item-list', 'get-user-market-rate-estimate']) {
      const foreign = await me.get(`${path}?user_id=${other.member.id}`);
      expect({ path, status: foreign.status, code: foreign.body.code }).toEqual({ path, status: 403, code: 'MEMBER_ID_MISMATCH' });
      await me.get(`${path}?user_id=${me.member.id}`).expect(200);
      const anonymous = await request(t.app.getHttpServer()).get(`/api/front/${path}`);
      expect({ path, status: anonymous.status, code: anonymous.body.code }).toEqual({ path, status: 401, code: 'UNAUTHENTICATED' });
      expect(foreign.headers['cache-control']).toContain('no-store');
    }
  });
});
