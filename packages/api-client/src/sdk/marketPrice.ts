/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "market-price": import them as api.marketPrice.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * タグの単価分布（40万〜150万円, 10万円刻み）
 * GET /api/front/item/get-data-of-chart
 */
export const getDataOfChart = /* @__PURE__ */ defineQuery<GetDataOfChartParams, GetDataOfChartResponse, GetDataOfChartError>('marketPrice', 'getDataOfChart', {
  method: 'get',
  path: '/api/front/item/get-data-of-chart',
  variables: 'params',
});
export type GetDataOfChartParams = {
  /** タグID */
  tag_id: number;
};
export type GetDataOfChartResponse = components['schemas']['ChartDataResponseDto'];
/** The documented error bodies (400, 404, 500, 503). */
export type GetDataOfChartError = components['schemas']['ErrorResponseDto'] & {
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
 * 業界別の単価相場（最低・中央値・平均・最高, 円/月, 60秒キャッシュ）
 * GET /api/front/item/get-item-rate-range-per-industry
 */
export const getItemRateRangePerIndustry = /* @__PURE__ */ defineQuery<void, GetItemRateRangePerIndustryResponse, GetItemRateRangePerIndustryError>('marketPrice', 'getItemRateRangePerIndustry', {
  method: 'get',
  path: '/api/front/item/get-item-rate-range-per-industry',
  variables: 'none',
});
export type GetItemRateRangePerIndustryResponse = components['schemas']['RateRangeResponseDto'];
/** The documented error bodies (500, 503). */
export type GetItemRateRangePerIndustryError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 都道府県別の単価相場（円/月, 60秒キャッシュ）
 * GET /api/front/item/get-item-rate-range-per-prefectures
 */
export const getItemRateRangePerPrefectures = /* @__PURE__ */ defineQuery<void, GetItemRateRangePerPrefecturesResponse, GetItemRateRangePerPrefecturesError>('marketPrice', 'getItemRateRangePerPrefectures', {
  method: 'get',
  path: '/api/front/item/get-item-rate-range-per-prefectures',
  variables: 'none',
});
export type GetItemRateRangePerPrefecturesResponse = components['schemas']['RateRangeResponseDto'];
/** The documented error bodies (500, 503). */
export type GetItemRateRangePerPrefecturesError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * スキル（タグ）別の単価相場（既定: 人気の言語タグ, 60秒キャッシュ）
 * GET /api/front/item/get-value-of-chart
 */
export const getValueOfChart = /* @__PURE__ */ defineQuery<GetValueOfChartParams | void, GetValueOfChartResponse, GetValueOfChartError>('marketPrice', 'getValueOfChart', {
  method: 'get',
  path: '/api/front/item/get-value-of-chart',
  variables: 'params',
});
export type GetValueOfChartParams = {
  /** タグID（繰り返し指定, 最大50件） */
  tag_ids?: number[];
};
export type GetValueOfChartResponse = components['schemas']['RateRangeResponseDto'];
/** The documented error bodies (400, 500, 503). */
export type GetValueOfChartError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
