// The search UI shared by /item/search and /item/tag/:id: filters with facet counts, the result
// toolbar (total, sort, page size), the cards, pagination and the empty state. Stateless: the
// search state is the URL query, owned by the page (useSearchFilters).
import { useId, useRef, type ReactNode } from 'react';
import { Link } from '@er/router';
import { ApiRequestError, isClientError } from '@er/api-client';
import { Spinner, ErrorPanel } from '@er/ui';
import type { GetSearchByKeywordListParams as SearchQuery, Schemas } from '@er/api-client';
import {
  PER_PAGE_CHOICES,
  RATE_STEPS,
  REMOTE_OPTIONS,
  WEEKLY_DAY_OPTIONS,
  activeFilterCount,
  hasFilters,
  toSearchParams,
  toggle,
  withFilter,
  type DefaultSort,
} from '../search/filters';
import { useScrollToResultsOnPaging } from '../search/useScrollToResults';
import { useFiltersChangedBeforeHydration } from '../search/changed-before-hydration';
import { useContractTypes, usePrefectures } from '../hooks/queries';
import { FilterDisclosure } from './FilterDisclosure';
import { ItemList } from './ItemList';
import { InvalidSearch, PageOutOfRange } from './SearchNotices';

type RefineGroup = Schemas['RefineTagGroupDto'];
type SearchFacets = Schemas['SearchFacetsDto'];
type SearchResult = Schemas['SearchResultDto'];
type Card = SearchResult['items'][number];

/** The sort select's options by the page's default order (the first, left out of the URL). */
const SORT_OPTIONS: Record<DefaultSort, { value: string; label: string }[]> = {
  new: [
    { value: 'new', label: '新着順' },
    { value: 'rate', label: '単価が高い順' },
  ],
  match: [
    { value: 'match', label: 'マッチ度順' },
    { value: 'new', label: '新着順' },
    { value: 'rate', label: '単価が高い順' },
  ],
};

function Count({ n }: { n: number | undefined }) {
  return <span className="mfe-items-count">（{n ?? 0}）</span>;
}

/** One bound of the monthly rate (万円), 指定なし = no bound. */
function RateSelect({ label, suffix, filter, value, onChange }: { label: string; suffix: string; filter: 'rate_min' | 'rate_max'; value?: number; onChange: (rate: number | undefined) => void }) {
  const id = useId();
  return (
    <div className="er-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} data-filter={filter} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">指定なし</option>
        {RATE_STEPS.map((r) => (
          <option key={r} value={r}>
            {r}万円{suffix}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A filter's box. `filter` (the query key) and `value` (the id a list filter adds) mark it for
 * useFiltersChangedBeforeHydration. `disabled`: ticking it would leave no listing (see zeroNarrows).
 */
function Check({
  label,
  count,
  checked,
  onChange,
  filter,
  value,
  disabled = false,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
  filter: string;
  value?: number;
  disabled?: boolean;
}) {
  return (
    <label className={`mfe-items-check${disabled ? ' is-disabled' : ''}`}>
      <input type="checkbox" checked={checked} onChange={onChange} data-filter={filter} data-value={value} disabled={disabled} />
      {label}
      {count !== undefined && <Count n={count} />}
    </label>
  );
}

/**
 * The filters beside the results (FilterPanel and SearchResults as children). What a visitor set in them on the
 * server-rendered page before its script ran is applied to the query at the first commit
 * (useFiltersChangedBeforeHydration).
 */
export function SearchLayout({ query, onChange, defaultSort = 'new', children }: { query: SearchQuery; onChange: (next: SearchQuery) => void; defaultSort?: DefaultSort; children: ReactNode }) {
  const layout = useRef<HTMLDivElement>(null);
  useFiltersChangedBeforeHydration(layout, query, onChange, defaultSort);
  return (
    <div ref={layout} className="mfe-items-layout">
      {children}
    </div>
  );
}

export interface FilterPanelProps {
  query: SearchQuery;
  facets: SearchFacets | undefined;
  refineGroups: RefineGroup[] | undefined;
  onChange: (next: SearchQuery) => void;
  /** The tag page's own tag is implied, never a checkbox. */
  fixedTagId?: number;
}

/**
 * Whether an unchosen option counted （0） in the current results would leave no listing if chosen, and is so shown
 * disabled. Counts are of the current results: within an "any of" group (areas, remote, contract types, and the
 * one weekly-days choice) an option counts 0 once another of the group is chosen, yet choosing it adds listings, so
 * there only while nothing of the group is chosen. Tags and 新着 narrow whatever else is chosen.
 */
export function zeroNarrows(count: number | undefined, chosen: boolean, groupChosen: boolean): boolean {
  return count === 0 && !chosen && !groupChosen;
}

export function FilterPanel({ query, facets, refineGroups, onChange, fixedTagId }: FilterPanelProps) {
  const prefectures = usePrefectures();
  const contractTypes = useContractTypes();
  const set = (change: Partial<SearchQuery>) => onChange(withFilter(query, change));
  // facets.tags holds every tag found in the current results with its count, so a tag outside it
  // would give no result: （0）. Before the first answer, the refine tags' own counts (open listings overall).
  const tagCount = (id: number, fallback: number) => (facets ? (facets.tags.find((t) => t.id === id)?.count ?? 0) : fallback);

  // Areas: those in the current results (with counts) plus any selected one.
  const areaOptions = [...(facets?.areas ?? [])];
  for (const id of query.areas ?? []) {
    if (!areaOptions.some((a) => a.id === id)) {
      areaOptions.push({ id, name: prefectures.data?.find((p) => p.id === id)?.name ?? `エリア${id}`, count: 0 });
    }
  }
  const contractOptions = (contractTypes.data ?? facets?.contract_types ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    count: facets?.contract_types.find((f) => f.id === c.id)?.count ?? 0,
  }));
  const weeklyId = useId();

  return (
    <aside className="mfe-items-filters" aria-label="絞り込み条件">
      <FilterDisclosure activeCount={activeFilterCount(query)}>
        <h2>絞り込み</h2>
        {refineGroups?.map((g) => {
          const tags = g.tags.filter((t) => t.id !== fixedTagId);
          if (tags.length === 0) return null;
          return (
            <fieldset key={g.category.id}>
              <legend>{g.category.name}</legend>
              {tags.map((t) => (
                <Check
                  key={t.id}
                  label={t.term}
                  count={tagCount(t.id, t.count)}
                  filter="tags"
                  value={t.id}
                  checked={query.tags?.includes(t.id) ?? false}
                  disabled={facets !== undefined && zeroNarrows(tagCount(t.id, t.count), query.tags?.includes(t.id) ?? false, false)}
                  onChange={() => set({ tags: toggle(query.tags, t.id) })}
                />
              ))}
            </fieldset>
          );
        })}
        {areaOptions.length > 0 && (
          <fieldset>
            <legend>エリア</legend>
            {areaOptions.map((a) => (
              <Check
                key={a.id}
                label={a.name}
                count={a.count}
                filter="areas"
                value={a.id}
                checked={query.areas?.includes(a.id) ?? false}
                onChange={() => set({ areas: toggle(query.areas, a.id) })}
              />
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>単価（月額）</legend>
          <RateSelect label="下限" suffix="以上" filter="rate_min" value={query.rate_min} onChange={(rate_min) => set({ rate_min })} />
          <RateSelect label="上限" suffix="以下" filter="rate_max" value={query.rate_max} onChange={(rate_max) => set({ rate_max })} />
          {query.rate_min !== undefined && query.rate_max !== undefined && query.rate_min > query.rate_max && (
            <ul className="er-field__errors" role="alert">
              <li>下限が上限を上回っています。単価の条件を見直してください。</li>
            </ul>
          )}
          <Check
            label="単価の記載がない案件も含める"
            filter="include_no_rate"
            checked={query.include_no_rate === 1}
            onChange={() => set({ include_no_rate: query.include_no_rate ? undefined : 1 })}
          />
        </fieldset>
        <fieldset>
          <legend>リモート</legend>
          {REMOTE_OPTIONS.map((r) => {
            const count = facets?.remote.find((f) => f.value === r.value)?.count ?? (facets ? 0 : undefined);
            const checked = query.remote?.includes(r.value) ?? false;
            return (
            <Check
              key={r.value}
              label={r.label}
              count={count}
              filter="remote"
              value={r.value}
              checked={checked}
              disabled={zeroNarrows(count, checked, (query.remote?.length ?? 0) > 0)}
              onChange={() => set({ remote: toggle(query.remote, r.value).sort() })}
            />
            );
          })}
        </fieldset>
        <fieldset>
          <legend>稼働日数</legend>
          <div className="er-field">
            <label htmlFor={weeklyId}>週の稼働日数</label>
            <select id={weeklyId} data-filter="weekly_days" value={query.weekly_days ?? ''} onChange={(e) => set({ weekly_days: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">指定なし</option>
              {WEEKLY_DAY_OPTIONS.map((d) => {
                const facet = facets?.weekly_days.find((f) => f.value === d);
                return (
                  <option key={d} value={d} disabled={zeroNarrows(facet?.count, query.weekly_days === d, query.weekly_days !== undefined)}>
                    {facet?.label ?? `週${d}日以下`}
                    {facet ? `（${facet.count}）` : ''}
                  </option>
                );
              })}
            </select>
          </div>
        </fieldset>
        {contractOptions.length > 0 && (
          <fieldset>
            <legend>契約形態</legend>
            {contractOptions.map((c) => (
              <Check
                key={c.id}
                label={c.name}
                count={facets ? c.count : undefined}
                filter="contract_types"
                value={c.id}
                checked={query.contract_types?.includes(c.id) ?? false}
                disabled={facets !== undefined && zeroNarrows(c.count, query.contract_types?.includes(c.id) ?? false, (query.contract_types?.length ?? 0) > 0)}
                onChange={() => set({ contract_types: toggle(query.contract_types, c.id) })}
              />
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>掲載日</legend>
          <Check
            label="新着（7日以内）"
            count={facets?.new_count}
            filter="new"
            checked={query.new === 1}
            disabled={zeroNarrows(facets?.new_count, query.new === 1, false)}
            onChange={() => set({ new: query.new ? undefined : 1 })}
          />
        </fieldset>
        {hasFilters(query) && (
          <button type="button" className="er-button er-button--secondary" onClick={() => onChange(query.keyword ? { keyword: query.keyword } : {})}>
            条件をクリア
          </button>
        )}
      </FilterDisclosure>
    </aside>
  );
}

export function ResultsToolbar({
  query,
  total,
  onChange,
  defaultSort = 'new',
}: {
  query: SearchQuery;
  total: number;
  onChange: (q: SearchQuery) => void;
  defaultSort?: DefaultSort;
}) {
  const sortId = useId();
  const sortOptions = SORT_OPTIONS[defaultSort];
  const perPageId = useId();
  return (
    <div className="mfe-items-toolbar">
      <p className="mfe-items-total" role="status">
        該当案件 <strong>{total.toLocaleString('ja-JP')}</strong>件
      </p>
      <div className="er-field">
        <label htmlFor={sortId}>並び替え</label>
        <select
          id={sortId}
          data-filter="sort"
          value={query.sort ?? defaultSort}
          onChange={(e) => onChange(withFilter(query, { sort: e.target.value === defaultSort ? undefined : (e.target.value as SearchQuery['sort']) }))}
        >
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="er-field">
        <label htmlFor={perPageId}>表示件数</label>
        <select id={perPageId} data-filter="per_page" value={query.per_page ?? 20} onChange={(e) => onChange(withFilter(query, { per_page: Number(e.target.value) as SearchQuery['per_page'] }))}>
          {PER_PAGE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}件
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Page links (shareable URLs): first, previous, a window around the current page, next, last. */
export function Pagination({ query, page, lastPage, defaultSort = 'new' }: { query: SearchQuery; page: number; lastPage: number; defaultSort?: DefaultSort }) {
  if (lastPage <= 1) return null;
  const href = (p: number) => {
    const s = toSearchParams({ ...query, page: p }, defaultSort).toString();
    return s ? `?${s}` : '?';
  };
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(lastPage, page + 2); p++) pages.push(p);
  return (
    <nav className="mfe-items-pagination" aria-label="ページ送り">
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              前へ
            </Link>
          </li>
        )}
        {pages[0] > 1 && (
          <li>
            <Link to={href(1)} aria-label="1ページ目">1</Link>
            {pages[0] > 2 && <span aria-hidden="true">…</span>}
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <Link to={href(p)} aria-label={`${p}ページ目`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {pages[pages.length - 1] < lastPage && (
          <li>
            {pages[pages.length - 1] < lastPage - 1 && <span aria-hidden="true">…</span>}
            <Link to={href(lastPage)} aria-label={`${lastPage}ページ目`}>
              {lastPage}
            </Link>
          </li>
        )}
        {page < lastPage && (
          <li>
            <Link to={href(page + 1)} rel="next">
              次へ
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export interface SearchResultsProps {
  query: SearchQuery;
  result: { data?: SearchResult; error?: unknown; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  onChange: (q: SearchQuery) => void;
  /** The page's order when the URL names none (filters.ts). */
  defaultSort?: DefaultSort;
  /** Said on each card under its title (the skill-matching page's reasons). */
  cardNote?: (item: Card) => ReactNode;
}

/** The results block: always rendered, so a page change can scroll to it before the answer arrives. */
export function SearchResults(props: SearchResultsProps) {
  const { query, result } = props;
  const region = useRef<HTMLDivElement>(null);
  useScrollToResultsOnPaging(region, query, props.defaultSort);
  return (
    <div ref={region} className="mfe-items-results" role="region" aria-label="検索結果" tabIndex={-1} aria-busy={result.isFetching}>
      <ResultsContent {...props} />
    </div>
  );
}

function ResultsContent({ query, result, onChange, defaultSort, cardNote }: SearchResultsProps) {
  if (result.isPending) return <Spinner />;
  if (result.isError && result.error instanceof ApiRequestError && isClientError(result.error)) return <InvalidSearch error={result.error} />;
  if (result.isError || !result.data) return <ErrorPanel onRetry={() => void result.refetch()} />;
  const data = result.data;
  if (data.items.length === 0 && data.total > 0 && data.page > data.last_page) {
    return <PageOutOfRange query={query} total={data.total} lastPage={data.last_page} defaultSort={defaultSort} />;
  }
  return (
    <>
      <ResultsToolbar query={query} total={data.total} onChange={onChange} defaultSort={defaultSort} />
      {data.items.length === 0 ? (
        <div className="er-empty mfe-items-empty">
          <h2>該当する案件が見つかりませんでした。</h2>
          <ul>
            <li>キーワードの表記（例：「Javascript」→「JavaScript」）や、言葉を減らしてお試しください。</li>
            <li>絞り込み条件を減らすと、見つかる案件が増えます。</li>
          </ul>
          <p>
            {hasFilters(query) && (
              <button type="button" className="er-button er-button--secondary" onClick={() => onChange(query.keyword ? { keyword: query.keyword } : {})}>
                絞り込み条件をクリア
              </button>
            )}{' '}
            <Link to="/item/search">すべての案件を見る</Link>
          </p>
        </div>
      ) : (
        <>
          <ItemList items={data.items} noteOf={cardNote} />
          <Pagination query={query} page={data.page} lastPage={data.last_page} defaultSort={defaultSort} />
        </>
      )}
    </>
  );
}
