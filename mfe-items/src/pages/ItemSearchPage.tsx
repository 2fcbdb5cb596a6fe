import { useState } from 'react';
import { Breadcrumb } from '@er/ui';
import { FilterPanel, SearchResults } from '../components/SearchPanel';
import { ListingHeading, currentTotal, searchHeading } from '../components/ListingHeading';
import { TagLinks } from '../components/TagLinks';
import { useKeywordSearch, useRelatedTagsByKeyword, useSearchRefineTags } from '../hooks/queries';
import { KEYWORD_MAX_LENGTH, withFilter } from '../search/filters';
import { useSearchFilters } from '../search/useSearchFilters';

function KeywordForm({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      className="er-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor="item-keyword" className="er-visually-hidden">
        キーワード
      </label>
      <input
        id="item-keyword"
        type="search"
        name="keyword"
        value={value}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder="スキル・職種・業界などのキーワード（例：Java 東京）"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="er-button er-button--primary">
        検索
      </button>
    </form>
  );
}

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
      <KeywordForm key={query.keyword ?? ''} initial={query.keyword ?? ''} onSearch={(k) => setQuery(withFilter(query, { keyword: k || undefined }))} />
      {query.keyword && related.data && <TagLinks label={`「${query.keyword}」の関連タグ`} tags={related.data} />}
      <div className="mfe-items-layout">
        <FilterPanel query={query} facets={result.data?.facets} refineGroups={refine.data} onChange={setQuery} />
        <SearchResults query={query} result={result} onChange={setQuery} />
      </div>
    </section>
  );
}
