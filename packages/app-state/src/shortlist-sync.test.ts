import { mockFetch, reply } from '../../ui/test/mock-fetch';
import { mergeCookieShortlist } from './server-shortlist';
import { setSession } from './session';
import { CookieShortlistStorage, setShortlistStorage, shortlist } from './shortlist';
import { followSessionWithShortlist, shortlistSynced } from './shortlist-sync';

const clearCookie = () => {
  document.cookie = 'consider=; path=/; max-age=0';
};

describe('the shortlist follows the session (issue 13, SPEC §4)', () => {
  beforeEach(async () => {
    clearCookie();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    await setShortlistStorage(new CookieShortlistStorage(document));
  });

  it('sends the cookie ids one by one, keeps in the cookie only what failed, and drops unknown listings', async () => {
    const cookie = new CookieShortlistStorage(document);
    for (const id of [3, 5, 8, 13]) cookie.add(id);
    const sent: number[] = [];
    const waiting = await mergeCookieShortlist(cookie, async (id) => {
      sent.push(id);
      return id === 8 ? 'failed' : id === 13 ? 'gone' : 'stored';
    });
    expect(sent).toEqual([3, 5, 8, 13]);
    expect(waiting).toEqual([8]);
    expect(cookie.load()).toEqual([8]);
  });

  it('at login merges the cookie into the server list and clears it; toggles then go to the server; logout returns to the cookie', async () => {
    const server: number[] = [7];
    const { calls } = mockFetch({
      'POST /api/front/consider/store-consider-item': ({ body }: { body: unknown }) => {
        const id = (body as { item_id: number }).item_id;
        if (id === 404) return reply(404, { statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした', errors: {} });
        if (!server.includes(id)) server.push(id);
        return { ids: [...server] };
      },
      'POST /api/front/consider/delete-consider-item': ({ body }: { body: unknown }) => {
        server.splice(server.indexOf((body as { item_id: number }).item_id), 1);
        return { ids: [...server] };
      },
      'GET /api/front/consider/get-consider-item-ids': () => ({ ids: [...server] }),
    });
    await shortlist.add(7);
    await shortlist.add(21);
    await shortlist.add(404);
    const stop = followSessionWithShortlist(document);
    setSession({ id: 42, last_name: '山田', first_name: '花子', login_id: 'hanako@example.com' });
    await shortlistSynced();
    // 7 was on both lists: not duplicated; the unknown listing is dropped; the cookie is cleared.
    expect(server).toEqual([7, 21]);
    expect(shortlist.getIds()).toEqual([7, 21]);
    expect(document.cookie).not.toContain('consider=');
    expect(calls.filter((c) => c.path === '/api/front/consider/store-consider-item')).toHaveLength(3);

    await shortlist.remove(7);
    expect(server).toEqual([21]);
    expect(shortlist.getIds()).toEqual([21]);
    await shortlist.add(30);
    expect(shortlist.getIds()).toEqual([21, 30]);
    expect(document.cookie).not.toContain('consider=');

    setSession(null);
    await shortlistSynced();
    expect(shortlist.getIds()).toEqual([]);
    stop();
  });

  it('keeps the cookie when the server cannot be reached at login (nothing is lost)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/front/consider/store-consider-item': reply(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: '', errors: {} }),
      'GET /api/front/consider/get-consider-item-ids': reply(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: '', errors: {} }),
    });
    await shortlist.add(11);
    const stop = followSessionWithShortlist(document);
    setSession({ id: 43, last_name: '佐藤', first_name: '一郎', login_id: 'ichiro@example.com' });
    await shortlistSynced();
    expect(document.cookie).toContain('consider=11');
    expect(shortlist.getIds()).toEqual([11]);
    expect(warn).toHaveBeenCalled();
    setSession(null);
    await shortlistSynced();
    stop();
    warn.mockRestore();
  });
});
