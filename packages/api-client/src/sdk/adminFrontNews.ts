/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-front-news": import them as api.adminFrontNews.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 削除したお知らせ（サイト公開）の復元
 * POST /api/admin/front-news/comeback
 */
export const adminFrontNewsComeback = /* @__PURE__ */ defineMutation<AdminFrontNewsComebackBody, AdminFrontNewsComebackResponse, AdminFrontNewsComebackError>('adminFrontNews', 'adminFrontNewsComeback', {
  method: 'post',
  path: '/api/admin/front-news/comeback',
  variables: 'body',
});
export type AdminFrontNewsComebackBody = components['schemas']['IdBodyDto'];
export type AdminFrontNewsComebackResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminFrontNewsComebackError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'NEWS_NOT_FOUND';
  statusCode: 404;
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

/**
 * お知らせ（サイト公開）の削除（公開ページから消えます。復元できます）
 * POST /api/admin/front-news/delete
 */
export const adminFrontNewsDelete = /* @__PURE__ */ defineMutation<AdminFrontNewsDeleteBody, AdminFrontNewsDeleteResponse, AdminFrontNewsDeleteError>('adminFrontNews', 'adminFrontNewsDelete', {
  method: 'post',
  path: '/api/admin/front-news/delete',
  variables: 'body',
});
export type AdminFrontNewsDeleteBody = components['schemas']['IdBodyDto'];
export type AdminFrontNewsDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminFrontNewsDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'NEWS_NOT_FOUND';
  statusCode: 404;
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

/**
 * お知らせ（サイト公開）の詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/front-news/detail/{id}
 */
export const adminFrontNewsDetail = /* @__PURE__ */ defineQuery<AdminFrontNewsDetailParams, AdminFrontNewsDetailResponse, AdminFrontNewsDetailError>('adminFrontNews', 'adminFrontNewsDetail', {
  method: 'get',
  path: '/api/admin/front-news/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminFrontNewsDetailParams = {
  id: number;
};
export type AdminFrontNewsDetailResponse = components['schemas']['AdminFrontNewsDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminFrontNewsDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
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

/**
 * お知らせ（サイト公開）の作成（id なし）・編集（id と version）。未来の公開日時は、その時刻まで公開ページに出ません
 * POST /api/admin/front-news/edit
 */
export const adminFrontNewsEdit = /* @__PURE__ */ defineMutation<AdminFrontNewsEditBody, AdminFrontNewsEditResponse, AdminFrontNewsEditError>('adminFrontNews', 'adminFrontNewsEdit', {
  method: 'post',
  path: '/api/admin/front-news/edit',
  variables: 'body',
});
export type AdminFrontNewsEditBody = components['schemas']['AdminFrontNewsEditBodyDto'];
export type AdminFrontNewsEditResponse = components['schemas']['AdminFrontNewsDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminFrontNewsEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'NEWS_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
  statusCode: 409;
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

/**
 * お知らせ（サイト公開）の一覧（キーワード・状態・公開日で絞り込み）
 * GET /api/admin/front-news/search
 */
export const adminFrontNewsSearch = /* @__PURE__ */ defineQuery<AdminFrontNewsSearchParams | void, AdminFrontNewsSearchResponse, AdminFrontNewsSearchError>('adminFrontNews', 'adminFrontNewsSearch', {
  method: 'get',
  path: '/api/admin/front-news/search',
  variables: 'params',
});
export type AdminFrontNewsSearchParams = {
  /** キーワード（タイトル・本文。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  published_from?: string;
  /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  published_to?: string;
  /** 並べ替えの項目 */
  sort?: 'published_at' | 'updated_at' | 'id' | 'title';
  /** 状態（一覧のタブ）。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
  status?: components['schemas']['PublicationStatus'];
};
export type AdminFrontNewsSearchResponse = components['schemas']['AdminFrontNewsSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminFrontNewsSearchError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
