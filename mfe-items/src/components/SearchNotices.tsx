// What the results area shows instead of cards when the search itself cannot be answered as asked:
// a page past the last one, or conditions the API refuses (400 with Japanese field messages).
// Reloading fixes neither, so both offer a way out rather than 再読み込み.
import { Link } from '@er/router';
import { ApiRequestError, fieldErrors, formErrorMessage } from '@er/api-client';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { toSearchParams, type DefaultSort } from '../search/filters';

/** The search parameters (API names) as the user knows them from the filter panel. */
const PARAM_LABELS: Record<string, string> = {
  keyword: 'キーワード',
  tags: 'タグ',
  tag_id: 'タグ',
  areas: 'エリア',
  rate_min: '単価の下限',
  rate_max: '単価の上限',
  include_no_rate: '単価の記載がない案件',
  remote: 'リモート',
  weekly_days: '稼働日数',
  contract_types: '契約形態',
  new: '新着',
  sort: '並び替え',
  page: 'ページ',
  per_page: '表示件数',
};

/** `?query` of the same page (the relative link keeps /item/search or /item/tag/:id). */
function searchLink(q: SearchQuery, defaultSort: DefaultSort = 'new') {
  return { search: toSearchParams(q, defaultSort).toString() };
}

/** /item/search?page=100 when there are 85 pages: no cards, but the way back to page 1. */
export function PageOutOfRange({ query, total, lastPage, defaultSort }: { query: SearchQuery; total: number; lastPage: number; defaultSort?: DefaultSort }) {
  const { page: _page, ...firstPage } = query;
  return (
    <div className="er-empty mfe-items-out-of-range">
      <h2>このページに表示できる案件はありません。</h2>
      <p>
        この条件の案件は{total.toLocaleString('ja-JP')}件（{lastPage}ページ目まで）です。
      </p>
      <p>
        <Link to={searchLink(firstPage, defaultSort)}>1ページ目に戻る</Link>
        {lastPage > 1 && (
          <>
            {' '}
            <Link to={searchLink({ ...query, page: lastPage }, defaultSort)}>最後のページ（{lastPage}ページ目）へ</Link>
          </>
        )}
      </p>
    </div>
  );
}

/** The API refused the conditions (e.g. page over 1000, a keyword over 200 characters). */
export function InvalidSearch({ error }: { error: ApiRequestError }) {
  const fields = fieldErrors(error.error);
  return (
    <div className="er-empty mfe-items-invalid-search" role="alert">
      <h2>{formErrorMessage(error.error)}</h2>
      {fields && (
        <ul>
          {Object.entries(fields).flatMap(([name, messages]) =>
            messages.map((m) => (
              <li key={`${name}:${m}`}>{PARAM_LABELS[name] ? `${PARAM_LABELS[name]}：${m}` : m}</li>
            )),
          )}
        </ul>
      )}
      <p>
        <Link to={{ search: '' }}>検索条件をクリアする</Link>
      </p>
    </div>
  );
}
