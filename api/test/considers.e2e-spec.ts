import request from 'supertest';
import { ConsiderItemEntity } from '../src/modules/considers/entities/consider-item.entity';
import { makeItem, makeMember } from './support/factories';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Issue 13: the logged-in member's shortlist on the server (SPEC §3, §4, §7 consider/*), on MariaDB. */
describe('member shortlist (consider/*)', () => {
  let t: TestApp;

  async function loggedIn() {
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    return {
      member,
      agent,
      post: (path: string, body: object) => agent.post(`/api/front/${path}`).set(xsrf).send(body),
      get: (path: string) => agent.get(`/api/front/${path}`),
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds without duplicates, keeps the order of adding, removes one and leaves the others', async () => {
    const me = await loggedIn();
    const [a, b, c] = [await makeItem(t.dataSource), await makeItem(t.dataSource), await makeItem(t.dataSource, { ended: true })];
    expect((await me.post('consider/store-consider-item', { item_id: a.id }).expect(200)).body).toEqual({ ids: [a.id] });
    await me.post('consider/store-consider-item', { item_id: b.id }).expect(200);
    // Twice the same listing (a double click, a second tab): one row.
    const again = await Promise.all([me.post('consider/store-consider-item', { item_id: c.id }), me.post('consider/store-consider-item', { item_id: c.id })]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect((await me.get('consider/get-consider-item-ids').expect(200)).body).toEqual({ ids: [a.id, b.id, c.id] });
    expect(await t.dataSource.getRepository(ConsiderItemEntity).countBy({ memberId: me.member.id })).toBe(3);
    expect((await me.get('consider/get-consider-item-count').expect(200)).body).toEqual({ count: 3 });
    expect((await me.get(`consider/get-consider-item-exist?item_id=${b.id}`).expect(200)).body).toEqual({ exists: true });

    // The cards: newest addition first, the ended listing kept and marked.
    const list = (await me.get('item/get-consider-item-list').expect(200)).body.items as { id: number; is_ended: boolean }[];
    expect(list.map((i) => [i.id, i.is_ended])).toEqual([
      [c.id, true],
      [b.id, false],
      [a.id, false],
    ]);

    expect((await me.post('consider/delete-consider-item', { item_id: b.id }).expect(200)).body).toEqual({ ids: [a.id, c.id] });
    expect((await me.get(`consider/get-consider-item-exist?item_id=${b.id}`).expect(200)).body).toEqual({ exists: false });
    // Removing what is not there changes nothing.
    expect((await me.post('consider/delete-consider-item', { item_id: b.id }).expect(200)).body).toEqual({ ids: [a.id, c.id] });
  });

  it("never reaches another member's list: another user_id is a 403, and each member sees only their own", async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const item = await makeItem(t.dataSource);
    await other.post('consider/store-consider-item', { item_id: item.id }).expect(200);
    expect((await me.get('consider/get-consider-item-ids').expect(200)).body).toEqual({ ids: [] });
    const foreign = other.member.id;
    for (const res of [
      await me.get(`consider/get-consider-item-ids?user_id=${foreign}`),
      await me.get(`consider/get-consider-item-count?user_id=${foreign}`),
      await me.get(`consider/get-consider-item-exist?user_id=${foreign}&item_id=${item.id}`),
      await me.get(`item/get-consider-item-list?user_id=${foreign}`),
      await me.post('consider/store-consider-item', { user_id: foreign, item_id: item.id }),
      await me.post('consider/delete-consider-item', { user_id: foreign, item_id: item.id }),
    ]) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'MEMBER_ID_MISMATCH' });
    }
    expect((await other.get('consider/get-consider-item-ids').expect(200)).body).toEqual({ ids: [item.id] });
    // The own id is fine.
    await me.get(`consider/get-consider-item-ids?user_id=${me.member.id}`).expect(200);
  });

  it('refuses an unknown listing, bad ids, a visitor without login and a write without the anti-forgery token', async () => {
    const me = await loggedIn();
    expect((await me.post('consider/store-consider-item', { item_id: 99999999 }).expect(404)).body.code).toBe('ITEM_NOT_FOUND');
    expect((await me.post('consider/store-consider-item', { item_id: 'abc' }).expect(400)).body.errors.item_id).toBeDefined();
    const anon = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(anon);
    expect((await anon.get('/api/front/consider/get-consider-item-ids').expect(401)).body.code).toBe('UNAUTHENTICATED');
    expect((await anon.post('/api/front/consider/store-consider-item').set(xsrf).send({ item_id: 1 }).expect(401)).body.code).toBe('UNAUTHENTICATED');
    expect((await me.agent.post('/api/front/consider/store-consider-item').send({ item_id: 1 }).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    expect((await me.get('consider/get-consider-item-ids').expect(200)).headers['cache-control']).toBe('no-store');
  });
});
