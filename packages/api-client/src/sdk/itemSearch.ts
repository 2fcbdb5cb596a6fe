/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "item-search": import them as api.itemSearch.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 過去の終了案件（タグ指定時はそのタグ）、終了の新しい順
 * GET /api/front/item/get-ended-item-list
 */
export const getEndedItemList = /* @__PURE__ */ defineQuery<GetEndedItemListParams | void, GetEndedItemListResponse, GetEndedItemListError>('itemSearch', 'getEndedItemList', {
  method: 'get',
  path: '/api/front/item/get-ended-item-list',
  variables: 'params',
});
export type GetEndedItemListParams = {
  /** 件数 */
  limit?: number;
  /** タグID（指定時はそのタグの終了案件） */
  tag_id?: number;
};
export type GetEndedItemListResponse = components['schemas']['ItemCardListResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetEndedItemListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * キーワードの検索結果に多いタグ（最大15件）
 * GET /api/front/item/get-related-tags-by-keyword
 */
export const getRelatedTagsByKeyword = /* @__PURE__ */ defineQuery<GetRelatedTagsByKeywordParams, GetRelatedTagsByKeywordResponse, GetRelatedTagsByKeywordError>('itemSearch', 'getRelatedTagsByKeyword', {
  method: 'get',
  path: '/api/front/item/get-related-tags-by-keyword',
  variables: 'params',
});
export type GetRelatedTagsByKeywordParams = {
  /** キーワード */
  keyword: string;
};
export type GetRelatedTagsByKeywordResponse = components['schemas']['TagCountListResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetRelatedTagsByKeywordError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグと一緒に付いているタグ（公開中の案件、最大15件）
 * GET /api/front/item/get-related-tags-by-tag-id
 */
export const getRelatedTagsByTagId = /* @__PURE__ */ defineQuery<GetRelatedTagsByTagIdParams, GetRelatedTagsByTagIdResponse, GetRelatedTagsByTagIdError>('itemSearch', 'getRelatedTagsByTagId', {
  method: 'get',
  path: '/api/front/item/get-related-tags-by-tag-id',
  variables: 'params',
});
export type GetRelatedTagsByTagIdParams = {
  /** タグID */
  tag_id: number;
};
export type GetRelatedTagsByTagIdResponse = components['schemas']['TagCountListResponseDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetRelatedTagsByTagIdError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * キーワード・条件で案件を検索（公開中のみ）
 * GET /api/front/item/get-search-by-keyword-list
 */
export const getSearchByKeywordList = /* @__PURE__ */ defineQuery<GetSearchByKeywordListParams | void, GetSearchByKeywordListResponse, GetSearchByKeywordListError>('itemSearch', 'getSearchByKeywordList', {
  method: 'get',
  path: '/api/front/item/get-search-by-keyword-list',
  variables: 'params',
});
export type GetSearchByKeywordListParams = {
  /** エリアID（いずれか） */
  areas?: number[];
  /** 契約形態ID（いずれか） */
  contract_types?: number[];
  /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
  include_no_rate?: 0 | 1;
  /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
  keyword?: string;
  /** 1: 公開から7日以内の新着案件のみ */
  new?: 0 | 1;
  page?: number;
  per_page?: 10 | 20 | 50;
  /** 単価の上限（万円/月） */
  rate_max?: number;
  /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
  rate_min?: number;
  /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
  remote?: number[];
  /** new: 新着順, rate: 単価の高い順（単価上限） */
  sort?: 'new' | 'rate';
  /** タグID（指定したすべてのタグを持つ案件） */
  tags?: number[];
  /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
  weekly_days?: number;
};
export type GetSearchByKeywordListResponse = components['schemas']['SearchResultDto'];
/** The documented error bodies (400, 500, 503). */
export type GetSearchByKeywordListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグの案件一覧（条件で絞り込み可）。公開中の案件がないタグは message と終了案件
 * GET /api/front/item/get-search-by-tag-list
 */
export const getSearchByTagList = /* @__PURE__ */ defineQuery<GetSearchByTagListParams, GetSearchByTagListResponse, GetSearchByTagListError>('itemSearch', 'getSearchByTagList', {
  method: 'get',
  path: '/api/front/item/get-search-by-tag-list',
  variables: 'params',
});
export type GetSearchByTagListParams = {
  /** エリアID（いずれか） */
  areas?: number[];
  /** 契約形態ID（いずれか） */
  contract_types?: number[];
  /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
  include_no_rate?: 0 | 1;
  /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
  keyword?: string;
  /** 1: 公開から7日以内の新着案件のみ */
  new?: 0 | 1;
  page?: number;
  per_page?: 10 | 20 | 50;
  /** 単価の上限（万円/月） */
  rate_max?: number;
  /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
  rate_min?: number;
  /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
  remote?: number[];
  /** new: 新着順, rate: 単価の高い順（単価上限） */
  sort?: 'new' | 'rate';
  /** タグID */
  tag_id: number;
  /** タグID（指定したすべてのタグを持つ案件） */
  tags?: number[];
  /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
  weekly_days?: number;
};
export type GetSearchByTagListResponse = components['schemas']['TagSearchResultDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetSearchByTagListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
