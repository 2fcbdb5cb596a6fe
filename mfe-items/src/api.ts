// The only module of mfe-items that talks to the API: the shared typed client from @er/api-client,
// paths and response types from the generated OpenAPI schema (packages/api-client/src/schema.ts).
import { api, ApiRequestError, safe, type ApiResult, type components, type paths } from '@er/api-client';

type S = components['schemas'];

/** A listing card (ItemCardDto; `is_ended` is true only on the shortlist's ended listings). */
export type ItemCard = S['ItemCardDto'];
/** An item of GET /api/front/get-new-item-list. */
export type NewItem = ItemCard;
export type TagRef = S['ItemTagDto'];
export type TagCount = S['TagCountDto'];
export type SearchFacets = S['SearchFacetsDto'];
export type SearchResult = S['SearchResultDto'];
export type TagSearchResult = S['TagSearchResultDto'];
/** Query of get-search-by-keyword-list / get-search-by-tag-list (rates in 万円). */
export type SearchQuery = NonNullable<paths['/api/front/item/get-search-by-keyword-list']['get']['parameters']['query']>;
export type RefineGroup = S['RefineTagGroupDto'];
export type ItemDetail = S['ItemDetailDto'];
export type RateRow = S['RateRangeRowDto'];
export type PopularGroup = S['PopularSearchGroupDto'];
export type LangRankingRow = S['LangRankingRowDto'];
export type HighRateRanking = S['HighFeeRankingResponseDto'];
export type RelatedColumn = S['RelatedColumnDto'];

async function unwrap<T>(request: Promise<ApiResult<T>>): Promise<T> {
  const { data, error } = await safe(request);
  if (error) throw new ApiRequestError(error);
  return data;
}

export async function fetchNewItems(limit: number): Promise<NewItem[]> {
  const { data, error } = await safe(api.get('/api/front/get-new-item-list', { params: { query: { limit } } }));
  if (error) throw new ApiRequestError(error);
  return data.items;
}

export const fetchKeywordSearch = (query: SearchQuery) =>
  unwrap<SearchResult>(api.get('/api/front/item/get-search-by-keyword-list', { params: { query } }));

export const fetchTagSearch = (tagId: number, query: SearchQuery) =>
  unwrap<TagSearchResult>(
    api.get('/api/front/item/get-search-by-tag-list', { params: { query: { ...query, tag_id: tagId } } }),
  );

export const fetchEndedItems = (tagId: number | undefined, limit = 10) =>
  unwrap<{ items: ItemCard[] }>(
    api.get('/api/front/item/get-ended-item-list', {
      params: { query: tagId === undefined ? { limit } : { tag_id: tagId, limit } },
    }),
  ).then((r) => r.items);

export const fetchRelatedTagsByKeyword = (keyword: string) =>
  unwrap<{ tags: TagCount[] }>(api.get('/api/front/item/get-related-tags-by-keyword', { params: { query: { keyword } } })).then(
    (r) => r.tags,
  );

export const fetchRelatedTagsByTag = (tagId: number) =>
  unwrap<{ tags: TagCount[] }>(api.get('/api/front/item/get-related-tags-by-tag-id', { params: { query: { tag_id: tagId } } })).then(
    (r) => r.tags,
  );

export const fetchTagHtml = (tagId: number) =>
  unwrap<{ html: string | null }>(
    api.get('/api/front/item/tag/get-html-content', { params: { query: { tag_id: tagId } } }),
  ).then((r) => r.html);

export const fetchTagRefineTags = (tagId: number) =>
  unwrap<{ groups: RefineGroup[] }>(
    api.get('/api/front/item/tag/get-tagpage-refine-tags', { params: { query: { tag_id: tagId } } }),
  ).then((r) => r.groups);

export const fetchSearchRefineTags = () =>
  unwrap<{ groups: RefineGroup[] }>(api.get('/api/front/item/tag/get-searchpage-refine-tags')).then((r) => r.groups);

export const fetchItemDetail = (id: number) =>
  unwrap<ItemDetail>(api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id } } }));

export const fetchRecommendedItems = (itemId: number, limit = 6) =>
  unwrap<{ items: ItemCard[] }>(
    api.get('/api/front/item/get-recommended-items-list', { params: { query: { item_id: itemId, limit } } }),
  ).then((r) => r.items);

export const fetchRelatedColumns = (itemId: number) =>
  unwrap<{ columns: { title: string; url: string }[] }>(
    api.get('/api/front/wordpress/get-related-column', { params: { query: { item_id: itemId } } }),
  ).then((r) => r.columns);

export const fetchFeaturedItems = (limit: number) =>
  unwrap<{ items: ItemCard[] }>(api.get('/api/front/get-item-featured-list', { params: { query: { limit } } })).then((r) => r.items);

export const fetchLangRanking = (limit = 10) =>
  unwrap<{ ranking: LangRankingRow[] }>(
    api.get('/api/front/get-popular-lang-ranking-by-eroute-list', { params: { query: { limit } } }),
  ).then((r) => r.ranking);

export const fetchHighRateRanking = (limit = 10) =>
  unwrap<HighRateRanking>(api.get('/api/front/get-ranking-with-high-items-fee', { params: { query: { limit } } }));

export const fetchPopularSearchGroups = () =>
  unwrap<{ groups: PopularGroup[] }>(api.get('/api/front/get-popular-search-groups')).then((r) => r.groups);

export const fetchShortlistItems = (ids: readonly number[]) =>
  unwrap<{ items: ItemCard[] }>(
    api.get('/api/front/get-item-under-consideration-list', { params: { query: { ids: [...ids] } } }),
  ).then((r) => r.items);

export const fetchRateRangePerIndustry = () =>
  unwrap<{ rows: RateRow[] }>(api.get('/api/front/item/get-item-rate-range-per-industry')).then((r) => r.rows);

export const fetchRateRangePerPrefecture = () =>
  unwrap<{ rows: RateRow[] }>(api.get('/api/front/item/get-item-rate-range-per-prefectures')).then((r) => r.rows);

export const fetchRateRangePerSkill = () =>
  unwrap<{ rows: RateRow[] }>(api.get('/api/front/item/get-value-of-chart')).then((r) => r.rows);

/** A 404 from the API (unknown tag or listing). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.error.statusCode === 404;
}

export async function fetchPrefectures(): Promise<{ id: number; name: string }[]> {
  const { data, error } = await safe(api.get('/api/front/get-prefacture-list'));
  if (error) throw new ApiRequestError(error);
  return data.prefectures;
}

export async function fetchContractTypes(): Promise<{ id: number; name: string }[]> {
  const { data, error } = await safe(api.get('/api/front/get-contract-type-list'));
  if (error) throw new ApiRequestError(error);
  return data.contract_types;
}
