/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "news": import them as api.news.<operationId> from '@er/api-client'.
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
/** The documented error bodies (400, 500, 503). */
export type GetNewsError = components['schemas']['ErrorResponseDto'] & {
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
/** The documented error bodies (400, 404, 500, 503). */
export type GetNewsDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'NEWS_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
