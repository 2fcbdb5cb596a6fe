/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "tags": import them as api.tags.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * タグページの説明HTML（許可したタグのみ残す）
 * GET /api/front/item/tag/get-html-content
 */
export const getHtmlContent = /* @__PURE__ */ defineQuery<GetHtmlContentParams, GetHtmlContentResponse, GetHtmlContentError>('tags', 'getHtmlContent', {
  method: 'get',
  path: '/api/front/item/tag/get-html-content',
  variables: 'params',
});
export type GetHtmlContentParams = {
  /** タグID */
  tag_id: number;
};
export type GetHtmlContentResponse = components['schemas']['TagHtmlContentDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetHtmlContentError = components['schemas']['ErrorResponseDto'] & {
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
 * よく検索されるワード（SPEC §2 の順のグループ）
 * GET /api/front/get-popular-search-groups
 */
export const getPopularSearchGroups = /* @__PURE__ */ defineQuery<void, GetPopularSearchGroupsResponse, GetPopularSearchGroupsError>('tags', 'getPopularSearchGroups', {
  method: 'get',
  path: '/api/front/get-popular-search-groups',
  variables: 'none',
});
export type GetPopularSearchGroupsResponse = components['schemas']['PopularSearchGroupsResponseDto'];
/** The documented error bodies (500, 503). */
export type GetPopularSearchGroupsError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 検索ページの絞り込みタグ（公開中の案件があるタグ、カテゴリ別）
 * GET /api/front/item/tag/get-searchpage-refine-tags
 */
export const getSearchpageRefineTags = /* @__PURE__ */ defineQuery<void, GetSearchpageRefineTagsResponse, GetSearchpageRefineTagsError>('tags', 'getSearchpageRefineTags', {
  method: 'get',
  path: '/api/front/item/tag/get-searchpage-refine-tags',
  variables: 'none',
});
export type GetSearchpageRefineTagsResponse = components['schemas']['RefineTagsResponseDto'];
/** The documented error bodies (500, 503). */
export type GetSearchpageRefineTagsError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグ候補（入力中の語を含むタグ、前方一致を優先、最大10件）
 * GET /api/front/get-suggested-tag-list
 */
export const getSuggestedTagList = /* @__PURE__ */ defineQuery<GetSuggestedTagListParams | void, GetSuggestedTagListResponse, GetSuggestedTagListError>('tags', 'getSuggestedTagList', {
  method: 'get',
  path: '/api/front/get-suggested-tag-list',
  variables: 'params',
});
export type GetSuggestedTagListParams = {
  /** 入力中の語（全角英数は半角に変換、大文字小文字を区別しない） */
  keyword?: string;
};
export type GetSuggestedTagListResponse = components['schemas']['TagListResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetSuggestedTagListError = components['schemas']['ErrorResponseDto'] & {
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
 * タグ名（統合されたタグは merged_into に統合先）
 * GET /api/front/item/tag/get-tag-name
 */
export const getTagName = /* @__PURE__ */ defineQuery<GetTagNameParams, GetTagNameResponse, GetTagNameError>('tags', 'getTagName', {
  method: 'get',
  path: '/api/front/item/tag/get-tag-name',
  variables: 'params',
});
export type GetTagNameParams = {
  /** タグID */
  tag_id: number;
};
export type GetTagNameResponse = components['schemas']['TagNameDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetTagNameError = components['schemas']['ErrorResponseDto'] & {
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
 * タグページの絞り込みタグ（そのタグと一緒に付いているタグ、カテゴリ別）
 * GET /api/front/item/tag/get-tagpage-refine-tags
 */
export const getTagpageRefineTags = /* @__PURE__ */ defineQuery<GetTagpageRefineTagsParams, GetTagpageRefineTagsResponse, GetTagpageRefineTagsError>('tags', 'getTagpageRefineTags', {
  method: 'get',
  path: '/api/front/item/tag/get-tagpage-refine-tags',
  variables: 'params',
});
export type GetTagpageRefineTagsParams = {
  /** タグID */
  tag_id: number;
};
export type GetTagpageRefineTagsResponse = components['schemas']['RefineTagsResponseDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetTagpageRefineTagsError = components['schemas']['ErrorResponseDto'] & {
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
