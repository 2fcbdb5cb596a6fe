import type { ReactNode } from 'react';
import { Link, useParams } from '@er/router';
import { Breadcrumb, ErrorPanel, NotFound, ShortlistToggle, Spinner, TagList, type Crumb, useRouteMeta } from '@er/ui';
import { api, hasErrorCode, type Schemas } from '@er/api-client';
import { useSession } from '@er/app-state';
import { ItemList } from '../components/ItemList';
import { MultilineText } from '../components/MultilineText';
import { formatJapaneseDate } from '../date-format';
import { useEntered, useItemDetail, useRecommendedItems, useRelatedColumns } from '../hooks/queries';

type ItemDetail = Schemas['ItemDetailDto'];

export const ENDED_NOTICE = 'この案件は募集を終了しました';

function weeklyDays(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min !== max) return `週${min}〜${max}日`;
  return `週${min ?? max}日`;
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const ENTRY_LABEL = 'この案件にエントリーする';
export const ENTERED_LABEL = 'エントリー済み';

/**
 * The call to action of an open listing (issue 13): /entry/<id>, or, for a member who has already entered
 * (is-enterd, asked only when logged in), a disabled 「エントリー済み」 with the way to the history.
 */
function EntryButton({ itemId }: { itemId: number }) {
  const { loggedIn } = useSession();
  const entered = useEntered(itemId, loggedIn);
  if (loggedIn && entered.data?.entered) {
    return (
      <span className="mfe-items-detail__entered">
        <button type="button" className="er-button er-button--secondary" disabled>
          {ENTERED_LABEL}
        </button>
        <Link to="/user/entry">エントリー履歴を見る</Link>
      </span>
    );
  }
  return (
    <Link className="er-button er-button--primary" to={`/entry/${itemId}`}>
      {ENTRY_LABEL}
    </Link>
  );
}

function Detail({ item }: { item: ItemDetail }) {
  const recommended = useRecommendedItems(item.id);
  const columns = useRelatedColumns(item.id);
  // The route's declared meta for this listing: the server injects the same on first load (@er/site-meta).
  useRouteMeta('/item/detail/:id', { name: item.name, detail: item.detail, mustHaveRequirements: item.must_have_requirements });
  const firstTag = item.tags[0];
  const crumbs: Crumb[] = [{ label: '案件一覧', to: '/item/search' }];
  if (firstTag) crumbs.push({ label: firstTag.term, to: `/item/tag/${firstTag.id}` });
  crumbs.push({ label: item.name });
  const location = [item.areas.map((a) => a.name).join('・'), item.area_detail].filter(Boolean).join(' ');

  return (
    <article className={`mfe-items-detail${item.is_ended ? ' is-ended' : ''}`}>
      <Breadcrumb items={crumbs} />
      <header className="mfe-items-detail__header">
        {item.is_new && !item.is_ended && <span className="er-badge er-badge--new">新着</span>}
        <h1>{item.name}</h1>
      </header>
      {item.is_ended && (
        <p className="er-empty mfe-items-ended-notice" role="note">
          {ENDED_NOTICE}
        </p>
      )}
      {/* Below 960px an open listing's actions are a bar fixed to the bottom of the window (items.css), in reach
          wherever the visitor has read to on a long listing. */}
      <div className={`mfe-items-detail__actions${item.is_ended ? '' : ' mfe-items-detail__actions--apply'}`}>
        {!item.is_ended && <EntryButton itemId={item.id} />}
        <ShortlistToggle itemId={item.id} />
      </div>
      <dl className="er-item-card__facts mfe-items-detail__facts">
        {/* Only a client staff named: an undisclosed one is left out, as the boards do (the JobPosting names the operator then). */}
        <Fact label="企業名">{item.client_name}</Fact>
        <Fact label="単価" className="mfe-items-detail-rate">
          {item.rate_detail}
        </Fact>
        <Fact label="勤務地">{location}</Fact>
        <Fact label="リモート">{item.remote_label}</Fact>
        <Fact label="業界">{item.biz_category?.name}</Fact>
        <Fact label="システム種別">{item.system_type}</Fact>
        <Fact label="職種">{item.job_type}</Fact>
        <Fact label="必須スキル">{item.must_have_requirements ? <MultilineText text={item.must_have_requirements} /> : null}</Fact>
        <Fact label="歓迎スキル">{item.nice_to_have_requirements ? <MultilineText text={item.nice_to_have_requirements} /> : null}</Fact>
        <Fact label="案件詳細">{item.detail ? <MultilineText text={item.detail} /> : null}</Fact>
        <Fact label="稼働日数">{weeklyDays(item.weekly_days_min, item.weekly_days_max)}</Fact>
        <Fact label="勤務時間">{item.working_hours}</Fact>
        <Fact label="精算幅">{item.settlement_range}</Fact>
        <Fact label="面談回数">{item.interview_count !== null ? `${item.interview_count}回` : null}</Fact>
        <Fact label="契約形態">{item.contract_type?.name}</Fact>
        <Fact label="開始時期">{formatJapaneseDate(item.start_date)}</Fact>
        <Fact label="掲載日">{formatJapaneseDate(item.published_at)}</Fact>
        {!item.is_ended && <Fact label="募集終了予定日">{formatJapaneseDate(item.closes_on)}</Fact>}
        {item.is_ended && <Fact label="募集終了日">{formatJapaneseDate(item.ended_at)}</Fact>}
      </dl>
      <TagList label="タグ" tags={item.tags} />
      {recommended.data && recommended.data.length > 0 && (
        <section aria-labelledby="recommended-heading">
          <h2 id="recommended-heading">おすすめの案件</h2>
          <ItemList items={recommended.data} headingLevel={3} />
        </section>
      )}
      {columns.data && columns.data.length > 0 && (
        <section aria-labelledby="columns-heading">
          <h2 id="columns-heading">関連コラム</h2>
          <ul>
            {columns.data.map((c) => (
              <li key={c.url}>
                {/* A new tab, as on /column/: the report of the opened column (the back office's column views) is not cut off by leaving the page. */}
                <a href={c.url} target="_blank" rel="noopener" onClick={() => void api.columns.recordColumnView({ url: c.url })}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The shared 404 page with the not-found title the server sends for this URL. */
function ListingNotFound() {
  useRouteMeta('/item/detail/:id', null);
  return <NotFound />;
}

/** /item/detail/:id — every field of a listing; unknown id → the shared 404 page. */
export function ItemDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const query = useItemDetail(valid ? Number(id) : 0);
  if (!valid || (query.isError && hasErrorCode(query.error, 'ITEM_NOT_FOUND'))) return <ListingNotFound />;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} />;
  return <Detail item={query.data} />;
}
