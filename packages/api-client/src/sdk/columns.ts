/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "columns": import them as api.columns.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * コラム一覧（案件・タグのコラム連携から、URLで重複排除・新しい順）
 * GET /api/front/get-column-list
 */
export const getColumnList = /* @__PURE__ */ defineQuery<GetColumnListParams | void, GetColumnListResponse, GetColumnListError>('columns', 'getColumnList', {
  method: 'get',
  path: '/api/front/get-column-list',
  variables: 'params',
});
export type GetColumnListParams = {
  /** 件数 */
  limit?: number;
};
export type GetColumnListResponse = components['schemas']['ColumnListResponseDto'];
/** The documented error bodies (400, 500). */
export type GetColumnListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
};

/**
 * 案件に関連するコラム（案件・タグに紐づくもの, URLで重複排除, 最大5件）
 * GET /api/front/wordpress/get-related-column
 */
export const getRelatedColumn = /* @__PURE__ */ defineQuery<GetRelatedColumnParams, GetRelatedColumnResponse, GetRelatedColumnError>('columns', 'getRelatedColumn', {
  method: 'get',
  path: '/api/front/wordpress/get-related-column',
  variables: 'params',
});
export type GetRelatedColumnParams = {
  /** 案件ID */
  item_id: number;
};
export type GetRelatedColumnResponse = components['schemas']['RelatedColumnResponseDto'];
/** The documented error bodies (400, 500). */
export type GetRelatedColumnError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
};
