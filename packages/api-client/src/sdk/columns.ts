/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "columns": import them as api.columns.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
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
/** The documented error bodies (400, 500, 503). */
export type GetColumnListError = components['schemas']['ErrorResponseDto'] & {
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
/** The documented error bodies (400, 500, 503). */
export type GetRelatedColumnError = components['schemas']['ErrorResponseDto'] & {
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
 * コラムのリンクを開いたことの記録（同じ訪問者・同じコラムは1日1回、表示しているリンクのみ数えます）
 * POST /api/front/column/record-column-view
 */
export const recordColumnView = /* @__PURE__ */ defineMutation<RecordColumnViewBody, RecordColumnViewResponse, RecordColumnViewError>('columns', 'recordColumnView', {
  method: 'post',
  path: '/api/front/column/record-column-view',
  variables: 'body',
});
export type RecordColumnViewBody = components['schemas']['RecordColumnViewBodyDto'];
export type RecordColumnViewResponse = undefined;
/** The documented error bodies (400, 413, 415, 419, 500, 503). */
export type RecordColumnViewError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'PAYLOAD_TOO_LARGE';
  statusCode: 413;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNSUPPORTED_MEDIA_TYPE';
  statusCode: 415;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'CSRF_TOKEN_MISMATCH';
  statusCode: 419;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
