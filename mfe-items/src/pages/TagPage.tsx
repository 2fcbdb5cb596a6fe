import { Link, Navigate, useLocation, useParams } from '@er/router';
import { Breadcrumb, Spinner, useHydrated, useRouteMeta } from '@er/ui';
import { tagPageHeading } from '@er/site-meta';
import { hasErrorCode } from '@er/api-client';
import { EndedItems } from '../components/EndedItems';
import { FilterPanel, SearchLayout, SearchResults } from '../components/SearchPanel';
import { ListingHeading, currentTotal } from '../components/ListingHeading';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { TagLinks } from '../components/TagLinks';
import { useEndedItems, useMergedTagTarget, useRelatedTagsByTag, useTagHtml, useTagRateRange, useTagRefineTags, useTagSearch } from '../hooks/queries';
import { TagRateRange } from '../components/TagRateRange';
import { useSearchFilters } from '../search/useSearchFilters';

export const TAG_NOT_FOUND = '指定されたタグページが見つかりませんでした';
export const NOTHING_ITEM = '該当する案件が見つかりませんでした。検索条件を変更して再度お試しください。';

/**
 * Unknown or deleted tag (API 404): SPEC §2 error view + past ended listings. A tag merged into another
 * (staff's tag-integration) moved instead: its name answer says where (`merged_into`), and the page goes there,
 * filters kept, replacing this entry — as the server's 301 does on a full page load.
 */
function TagNotFound({ tagId }: { tagId?: number }) {
  const moved = useMergedTagTarget(tagId);
  const { search } = useLocation();
  // Past listings once it is clear the tag did not move (an unknown or deleted tag answers 404 here too).
  const notMoved = tagId === undefined || moved.isError || (moved.isSuccess && !moved.data);
  const ended = useEndedItems(undefined, notMoved);
  // The server answers this URL with 404 and the not-found title; keep it rather than the tag default.
  useRouteMeta('/item/tag/:id', null);
  if (moved.data) return <Navigate to={`/item/tag/${moved.data}${search}`} replace />;
  if (tagId !== undefined && moved.isPending) return <Spinner />;
  return (
    <section className="mfe-items-tag error--not-found">
      <Breadcrumb items={[{ label: '案件一覧', to: '/item/search' }, { label: TAG_NOT_FOUND }]} />
      <h1>{TAG_NOT_FOUND}</h1>
      <p>
        <Link to="/item/search">案件一覧から探す</Link>
      </p>
      {ended.isPending ? <Spinner /> : <EndedItems items={ended.data} />}
    </section>
  );
}

function TagPageContent({ tagId }: { tagId: number }) {
  const [query, setQuery] = useSearchFilters();
  const result = useTagSearch(tagId, query);
  const html = useTagHtml(tagId);
  const refine = useTagRefineTags(tagId);
  const related = useRelatedTagsByTag(tagId);
  const rate = useTagRateRange(tagId, useHydrated());
  const nothing = result.data?.message === 'error--nothing-item';
  const ended = useEndedItems(tagId, nothing && !result.data?.ended_items);

  const tag = result.data?.tag;
  const title = tag ? tagPageHeading(tag.term) : '';
  // The route's declared meta for this tag: the server injects the same on first load (@er/site-meta).
  useRouteMeta('/item/tag/:id', tag ? { term: tag.term } : undefined);
  if (result.isError && hasErrorCode(result.error, 'TAG_NOT_FOUND')) return <TagNotFound tagId={tagId} />;
  const crumbs = [{ label: '案件一覧', to: '/item/search' }, { label: tag?.term ?? '…' }];

  if (nothing) {
    return (
      <section className="mfe-items-tag error--nothing-item">
        <Breadcrumb items={crumbs} />
        <h1>{NOTHING_ITEM}</h1>
        <p>
          <Link to="/item/search">案件一覧から探す</Link>
        </p>
        <EndedItems items={result.data?.ended_items ?? ended.data} />
      </section>
    );
  }

  // The heading, the tag's text and its related tags stand above the listings: shown together once all three
  // have answered, so the listings never jump down as each arrives.
  if (result.isPending || html.isPending || related.isPending) {
    return (
      <section className="mfe-items-tag">
        <Breadcrumb items={crumbs} />
        <Spinner />
      </section>
    );
  }

  return (
    <section className="mfe-items-tag">
      <Breadcrumb items={crumbs} />
      <ListingHeading total={currentTotal(result)}>{title}</ListingHeading>
      {tag && <SaveSearchButton query={query} tagId={tagId} />}
      {html.data && (
        // Sanitised by the API (only p, ul, li, strong, a, h2, h3; items contract).
        <div className="mfe-items-tag-html" dangerouslySetInnerHTML={{ __html: html.data }} />
      )}
      {related.data && tag && <TagLinks label={`${tag.term}の関連タグ`} tags={related.data} />}
      <SearchLayout query={query} onChange={setQuery}>
        <FilterPanel query={query} facets={result.data?.facets} refineGroups={refine.data} onChange={setQuery} fixedTagId={tagId} />
        <SearchResults query={query} result={result} onChange={setQuery} />
      </SearchLayout>
      {/* Below the listings: its figures arrive after the page, and move nothing the visitor is reading. */}
      {tag && <TagRateRange term={tag.term} rate={rate.isError ? 'unavailable' : rate.isPending ? 'pending' : rate.data} />}
    </section>
  );
}

/** /item/tag/:id — listings of one tag, same filters and paging as the search. */
export function TagPage() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <TagNotFound />;
  return <TagPageContent key={id} tagId={Number(id)} />;
}
