import { Breadcrumb, KeywordSearch } from '@er/ui';
import { FilterPanel, SearchLayout, SearchResults } from '../components/SearchPanel';
import { ListingHeading, currentTotal, searchHeading } from '../components/ListingHeading';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { MarketPriceLink } from '../components/MarketPriceLink';
import { TagLinks } from '../components/TagLinks';
import { useKeywordSearch, useRelatedTagsByKeyword, useSearchRefineTags } from '../hooks/queries';
import { withFilter } from '../search/filters';
import { useSearchFilters } from '../search/useSearchFilters';

/** /item/search — keyword search with filters; the whole state lives in the URL query. */
export function ItemSearchPage() {
  const [query, setQuery] = useSearchFilters();
  const result = useKeywordSearch(query);
  const refine = useSearchRefineTags();
  const related = useRelatedTagsByKeyword(query.keyword);
  return (
    <section className="mfe-items-search">
      <Breadcrumb items={[{ label: '案件一覧' }]} />
      <ListingHeading total={currentTotal(result)}>{searchHeading(query.keyword)}</ListingHeading>
      {/* keyed by the URL's keyword so the box follows the back button */}
      <KeywordSearch
        key={query.keyword ?? ''}
        id="item-keyword"
        initial={query.keyword ?? ''}
        placeholder="スキル・職種・業界などのキーワード（例：Java 東京）"
        onSearch={(k) => setQuery(withFilter(query, { keyword: k || undefined }))}
      />
      <SaveSearchButton query={query} />
      <MarketPriceLink>フリーランス案件の単価相場を見る</MarketPriceLink>
      {query.keyword && related.data && <TagLinks label={`「${query.keyword}」の関連タグ`} tags={related.data} />}
      <SearchLayout query={query} onChange={setQuery}>
        <FilterPanel query={query} facets={result.data?.facets} refineGroups={refine.data} onChange={setQuery} />
        <SearchResults query={query} result={result} onChange={setQuery} />
      </SearchLayout>
    </section>
  );
}
