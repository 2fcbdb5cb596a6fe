// mfe-items component-test helpers: canned API answers and a router probe for URL assertions.
import { useLocation, useNavigate } from '@er/router';
import type { Schemas } from '@er/api-client';
import { makeItem } from '../../packages/ui/test/mock-fetch';

export { makeItem };

type SearchFacets = Schemas['SearchFacetsDto'];
type SearchResult = Schemas['SearchResultDto'];
type ItemDetail = Schemas['ItemDetailDto'];

export function facets(over: Partial<SearchFacets> = {}): SearchFacets {
  return {
    tags: [{ id: 3, term: 'Java', count: 12 }],
    areas: [{ id: 13, name: '東京都', count: 9 }],
    remote: [
      { value: 2, label: 'フルリモート', count: 4 },
      { value: 1, label: '一部リモート', count: 3 },
      { value: 0, label: '常駐', count: 5 },
    ],
    contract_types: [{ id: 1, name: '業務委託（準委任）', count: 10 }],
    weekly_days: [1, 2, 3, 4, 5].map((d) => ({ value: d, label: `週${d}日以下`, count: d * 2 })),
    new_count: 2,
    ...over,
  };
}

export function searchResult(over: Partial<SearchResult> = {}): SearchResult {
  const items = over.items ?? [makeItem({ id: 1, name: 'Java案件A' }), makeItem({ id: 2, name: 'Java案件B' })];
  return { items, total: items.length, page: 1, per_page: 20, last_page: 1, facets: facets(), ...over };
}

export const refineGroups = {
  groups: [
    { category: { id: 1, name: '言語' }, tags: [{ id: 3, term: 'Java', count: 120 }, { id: 4, term: 'PHP', count: 80 }] },
  ],
};

/** The query string of the last call to `path`. */
export function lastQuery(path: string): URLSearchParams {
  const calls = (globalThis.fetch as jest.Mock).mock.calls.map((c) => String(c[0]));
  const hit = calls.filter((u) => new URL(u, 'http://localhost').pathname === path).pop();
  if (!hit) throw new Error(`no call to ${path}`);
  return new URL(hit, 'http://localhost').searchParams;
}

/** Shows the router's current search string and offers a back button (history in MemoryRouter). */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        戻る（テスト）
      </button>
    </div>
  );
}

/** A listing as get-item-detail returns it; override what the test cares about. */
export function itemDetail(over: Partial<ItemDetail> = {}): ItemDetail {
  return {
    id: 42,
    name: '【Java】金融系Webシステム開発',
    rate_min: 600000,
    rate_max: 800000,
    rate_detail: '60〜80万円/月',
    areas: [{ id: 13, name: '東京都' }],
    area_detail: '渋谷駅',
    biz_category: { id: 2, name: '金融' },
    system_type: 'Webシステム',
    job_type: 'サーバーサイドエンジニア',
    must_have_requirements: 'Javaでの開発経験3年以上',
    nice_to_have_requirements: 'AWSの経験',
    detail: '勘定系の開発',
    remote_level: 1,
    remote_label: '一部リモート',
    weekly_days_min: 4,
    weekly_days_max: 5,
    working_hours: '10:00〜19:00',
    settlement_range: '140〜180h',
    interview_count: 1,
    contract_type: { id: 1, name: '業務委託（準委任）' },
    start_date: '2026-12-01',
    client_name: null,
    closes_on: null,
    status: 'published',
    is_ended: false,
    published_at: '2026-11-20T00:00:00.000Z',
    ended_at: null,
    tags: [
      { id: 3, term: 'Java' },
      { id: 8, term: 'AWS' },
    ],
    is_new: true,
    ...over,
  };
}
