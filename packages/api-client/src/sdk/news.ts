/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "news": import them as api.news.<operationId> from '@er/api-client'.
import type { ApiErrorBody } from '../client';
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * お知らせ一覧（公開中を新しい順に）
 * GET /api/front/get-news
 */
export const getNews = /* @__PURE__ */ defineQuery<GetNewsParams | void, GetNewsResponse, GetNewsError>('news', 'getNews', {
  method: 'get',
  path: '/api/front/get-news',
  variables: 'params',
});
export type GetNewsParams = {
  /** 件数 */
  limit?: number;
};
export type GetNewsResponse = components['schemas']['NewsListResponseDto'];
/** No error body is documented: the generic one. */
export type GetNewsError = ApiErrorBody;

/**
 * お知らせ詳細
 * GET /api/front/get-news-detail
 */
export const getNewsDetail = /* @__PURE__ */ defineQuery<GetNewsDetailParams, GetNewsDetailResponse, GetNewsDetailError>('news', 'getNewsDetail', {
  method: 'get',
  path: '/api/front/get-news-detail',
  variables: 'params',
});
export type GetNewsDetailParams = {
  /** お知らせ ID */
  id: number;
};
export type GetNewsDetailResponse = components['schemas']['NewsDetailResponseDto'];
/** The documented error bodies (404). */
export type GetNewsDetailError = components['schemas']['ErrorResponseDto'];
