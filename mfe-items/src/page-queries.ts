// The data each server-rendered page of this remote asks for on its first render, by URL, so that the host's
// server fetches it all before rendering the page once (RemoteRoutesModule.pageQueries in @er/contracts). What is
// named here and not asked is still sent with the page; what a page asks and is not named here is found by
// rendering (the server renders again with it): both cost time, never correctness.
import type { PageLocation, PageQuery } from '@er/contracts';
import { pageData } from './hooks/queries';
import { parseSearchParams } from './search/filters';

/** A listing or tag id as the pages accept it (TagPage, ItemDetailPage). */
const ID = /^[1-9]\d{0,9}$/;

export function pageQueries({ pathname, search }: PageLocation): PageQuery[] {
  const [, section, kind, id = '', extra] = pathname.split('/');
  if (section !== 'item' || extra !== undefined) return [];
  if (kind === 'search' && id === '') {
    const query = parseSearchParams(new URLSearchParams(search));
    return [
      pageData.keywordSearch(query),
      pageData.searchRefineTags(),
      // Related tags are asked only for a keyword (useRelatedTagsByKeyword).
      ...(query.keyword ? [pageData.relatedTagsByKeyword(query.keyword)] : []),
      pageData.prefectures(),
      pageData.contractTypes(),
    ];
  }
  if (!ID.test(id)) return [];
  const key = Number(id);
  if (kind === 'tag') {
    return [
      pageData.tagSearch(key, parseSearchParams(new URLSearchParams(search))),
      pageData.tagHtml(key),
      pageData.tagRefineTags(key),
      pageData.relatedTagsByTag(key),
      pageData.prefectures(),
      pageData.contractTypes(),
    ];
  }
  if (kind === 'detail') return [pageData.itemDetail(key), pageData.recommendedItems(key), pageData.relatedColumns(key)];
  return [];
}
