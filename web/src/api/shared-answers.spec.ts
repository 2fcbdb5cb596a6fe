import fc from 'fast-check';
import { SharedAnswers, sharedSeconds } from './shared-answers';

const API = 'http://127.0.0.1:3100';

/** A stand-in API: each URL answers what `answers` says, counting calls; `clock` is the cache's time. */
function setup(answers: Record<string, () => Response>, limits = { maxEntries: 100, maxChars: 1_000_000 }) {
  const clock = { now: 1_000_000 };
  const calls: string[] = [];
  const upstream = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url.slice(API.length)];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as unknown as typeof fetch;
  const cache = new SharedAnswers(limits, upstream, () => clock.now);
  return { cache, calls, clock };
}

const json = (body: unknown, cacheControl: string, extra: Record<string, string> = {}, status = 200) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl, ...extra } });

const SHARED = 'public, max-age=60, s-maxage=10';

describe('SharedAnswers', () => {
  it('keeps a shared answer from its second call, answers from memory until its s-maxage is over, then asks again', async () => {
    let version = 1;
    const { cache, calls, clock } = setup({ '/api/front/get-prefacture-list': () => json({ version }, SHARED)() });
    const get = async () => (await cache.fetch(`${API}/api/front/get-prefacture-list`)).json();
    expect(await get()).toEqual({ version: 1 });
    expect(cache.size).toBe(0);
    expect(await get()).toEqual({ version: 1 });
    expect(cache.size).toBe(1);
    version = 2;
    const kept = await cache.fetch(`${API}/api/front/get-prefacture-list`);
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await kept.json()).toEqual({ version: 1 });
    expect(calls).toHaveLength(2);
    clock.now += 9_999;
    expect(await get()).toEqual({ version: 1 });
    clock.now += 1;
    expect(await get()).toEqual({ version: 2 });
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['an answer a shared cache must ask for each time (a listing view)', json({}, 'public, max-age=60, s-maxage=0')],
    ['an answer without s-maxage', json({}, 'public, max-age=60')],
    ['a private answer', json({}, 'private, s-maxage=10')],
    ['an answer with a cookie', json({}, SHARED, { 'set-cookie': 'a=b' })],
    ['an answer that varies by cookie', json({}, SHARED, { vary: 'Accept-Encoding, Cookie' })],
    ['an error', json({ code: 'ITEM_NOT_FOUND' }, SHARED, {}, 404)],
  ])('never keeps %s', async (_name, answer) => {
    const { cache, calls } = setup({ '/x': answer });
    for (let i = 0; i < 3; i++) await (await cache.fetch(`${API}/x`)).text();
    expect(calls).toHaveLength(3);
    expect(cache.size).toBe(0);
  });

  it('passes other methods and non-string requests on', async () => {
    const { cache, calls } = setup({ '/x': json({}, SHARED) });
    for (let i = 0; i < 3; i++) {
      await cache.fetch(`${API}/x`, { method: 'POST', body: '{}' });
      await cache.fetch(new URL(`${API}/x`));
    }
    expect(calls).toHaveLength(6);
    expect(cache.size).toBe(0);
  });

  it('makes one call for concurrent asks of one URL, each getting the whole answer', async () => {
    const { cache, calls } = setup({ '/api/front/get-contract-type-list': json({ contract_types: [1, 2] }, SHARED) });
    const bodies = await Promise.all(Array.from({ length: 16 }, async () => (await cache.fetch(`${API}/api/front/get-contract-type-list`)).json()));
    expect(calls).toHaveLength(1);
    expect(bodies).toEqual(Array.from({ length: 16 }, () => ({ contract_types: [1, 2] })));
  });

  it('lets concurrent asks make their own call when the first answer may not be shared, or fails', async () => {
    const { cache, calls } = setup({ '/private': json({ n: 1 }, 'private') });
    const bodies = await Promise.all(Array.from({ length: 4 }, async () => (await cache.fetch(`${API}/private`)).json()));
    expect(bodies).toEqual(Array.from({ length: 4 }, () => ({ n: 1 })));
    expect(calls).toHaveLength(4);
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => cache.fetch(`${API}/down`)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('keeps at most the answers and characters it is allowed, dropping the oldest', async () => {
    const answers = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`/a${i}`, json({ text: 'x'.repeat(90) }, SHARED)]));
    const { cache, calls } = setup(answers, { maxEntries: 3, maxChars: 250 });
    for (let i = 0; i < 6; i++) for (let round = 0; round < 2; round++) await (await cache.fetch(`${API}/a${i}`)).text();
    // Two answers of ~100 characters fit in 250.
    expect(cache.size).toBe(2);
    await (await cache.fetch(`${API}/a5`)).text();
    await (await cache.fetch(`${API}/a0`)).text();
    expect(calls).toHaveLength(13);
  });
});

describe('sharedSeconds', () => {
  const headersWith = (cacheControl: string, status = 200) => ({ status, headers: new Headers({ 'cache-control': cacheControl }) });

  it('is the s-maxage of a 200 that neither a private, no-store nor no-cache directive holds back', () => {
    const directive = fc.constantFrom('public', 'max-age=60', 'must-revalidate', 'immutable', 'stale-while-revalidate=30');
    const blocking = fc.constantFrom('private', 'no-store', 'no-cache', 'Private', 'NO-STORE');
    fc.assert(
      fc.property(fc.array(directive, { maxLength: 4 }), fc.option(fc.nat({ max: 86_400 })), fc.option(blocking), fc.nat(), fc.nat(), (others, shared, block, at, blockAt) => {
        const list: string[] = [...others];
        if (shared !== null) list.splice(at % (list.length + 1), 0, `s-maxage=${shared}`);
        if (block !== null) list.splice(blockAt % (list.length + 1), 0, block);
        expect(sharedSeconds(headersWith(list.join(', ')))).toBe(block === null && shared !== null ? shared : 0);
      }),
    );
  });

  it('is 0 for any other status', () => {
    fc.assert(fc.property(fc.integer({ min: 100, max: 599 }).filter((s) => s !== 200), (status) => expect(sharedSeconds(headersWith('s-maxage=10', status))).toBe(0)));
  });
});
