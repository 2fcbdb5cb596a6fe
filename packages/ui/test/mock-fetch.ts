// Test helper: route fetch calls by "METHOD path" to canned JSON responses.
// Usage: mockFetch({ 'GET /api/front/get-new-item-list': { items: [...] } }).
// It replaces globalThis.fetch, which the shared client of @er/api-client calls at request time.
import type { components } from '@er/api-client';

type ItemCardDto = components['schemas']['ItemCardDto'];
type Handler = unknown | ((req: { url: string; init?: RequestInit; body: unknown }) => unknown);
export interface MockResponse {
  status: number;
  body: unknown;
}

export function reply(status: number, body: unknown): MockResponse {
  return { status, body };
}

function isMockResponse(v: unknown): v is MockResponse {
  return typeof v === 'object' && v !== null && 'status' in v && 'body' in v && Object.keys(v).length === 2;
}

/** jsdom has no Response: a minimal one with what the apps read. */
function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

export function mockFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; init?: RequestInit }[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ method, path, init });
    const key = `${method} ${path}`;
    if (!(key in routes)) return fakeResponse(404, { statusCode: 404, message: 'Not Found' });
    let handler = routes[key];
    if (typeof handler === 'function') {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      handler = await (handler as (r: { url: string; init?: RequestInit; body: unknown }) => unknown)({ url, init, body });
    }
    const { status, body } = isMockResponse(handler) ? handler : { status: 200, body: handler };
    return fakeResponse(status, body);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

/** A listing as get-new-item-list returns it; override what the test cares about. */
export function makeItem(over: Partial<ItemCardDto> & { id: number }): ItemCardDto {
  return {
    name: `案件${over.id}`,
    rate_detail: '〜80万円/月',
    get_area_by_id_and_id: [{ id: 13, name: '東京都' }],
    area_detail: '渋谷駅',
    biz_category_name: { name: 'Web' },
    must_have_requirements: 'TypeScriptでの開発経験',
    detail: 'ECサイトの開発',
    tags: [],
    published_at: '2026-11-01T00:00:00.000Z',
    is_new: false,
    is_ended: false,
    remote_label: '常駐',
    weekly_days_min: null,
    weekly_days_max: null,
    ...over,
    tag_count: over.tag_count ?? over.tags?.length ?? 0,
  };
}
