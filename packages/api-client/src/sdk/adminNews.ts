/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-news": import them as api.adminNews.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 削除したスタッフ向けお知らせの復元
 * POST /api/admin/admin-news/comeback
 */
export const adminAdminNewsComeback = /* @__PURE__ */ defineMutation<AdminAdminNewsComebackBody, AdminAdminNewsComebackResponse, AdminAdminNewsComebackError>('adminNews', 'adminAdminNewsComeback', {
  method: 'post',
  path: '/api/admin/admin-news/comeback',
  variables: 'body',
});
export type AdminAdminNewsComebackBody = components['schemas']['IdBodyDto'];
export type AdminAdminNewsComebackResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminAdminNewsComebackError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフ向けお知らせの削除（復元できます）
 * POST /api/admin/admin-news/delete
 */
export const adminAdminNewsDelete = /* @__PURE__ */ defineMutation<AdminAdminNewsDeleteBody, AdminAdminNewsDeleteResponse, AdminAdminNewsDeleteError>('adminNews', 'adminAdminNewsDelete', {
  method: 'post',
  path: '/api/admin/admin-news/delete',
  variables: 'body',
});
export type AdminAdminNewsDeleteBody = components['schemas']['IdBodyDto'];
export type AdminAdminNewsDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminAdminNewsDeleteError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフ向けお知らせの詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/admin-news/detail/{id}
 */
export const adminAdminNewsDetail = /* @__PURE__ */ defineQuery<AdminAdminNewsDetailParams, AdminAdminNewsDetailResponse, AdminAdminNewsDetailError>('adminNews', 'adminAdminNewsDetail', {
  method: 'get',
  path: '/api/admin/admin-news/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminAdminNewsDetailParams = {
  id: number;
};
export type AdminAdminNewsDetailResponse = components['schemas']['AdminNewsDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminAdminNewsDetailError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフ向けお知らせの作成（id なし）・編集（id と version）
 * POST /api/admin/admin-news/edit
 */
export const adminAdminNewsEdit = /* @__PURE__ */ defineMutation<AdminAdminNewsEditBody, AdminAdminNewsEditResponse, AdminAdminNewsEditError>('adminNews', 'adminAdminNewsEdit', {
  method: 'post',
  path: '/api/admin/admin-news/edit',
  variables: 'body',
});
export type AdminAdminNewsEditBody = components['schemas']['AdminNewsEditBodyDto'];
export type AdminAdminNewsEditResponse = components['schemas']['AdminNewsDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminAdminNewsEditError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフ向けお知らせの一覧（キーワード・状態・公開日で絞り込み）
 * GET /api/admin/admin-news/search
 */
export const adminAdminNewsSearch = /* @__PURE__ */ defineQuery<AdminAdminNewsSearchParams | void, AdminAdminNewsSearchResponse, AdminAdminNewsSearchError>('adminNews', 'adminAdminNewsSearch', {
  method: 'get',
  path: '/api/admin/admin-news/search',
  variables: 'params',
});
export type AdminAdminNewsSearchParams = {
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
export type AdminAdminNewsSearchResponse = components['schemas']['AdminNewsSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminAdminNewsSearchError = components['schemas']['ErrorResponseDto'] & {
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
