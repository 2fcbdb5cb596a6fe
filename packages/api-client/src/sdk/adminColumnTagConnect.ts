/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-column-tag-connect": import them as api.adminColumnTagConnect.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 削除したタグのコラム連携の復元
 * POST /api/admin/column-tag-connect/comeback
 */
export const adminColumnTagConnectComeback = /* @__PURE__ */ defineMutation<AdminColumnTagConnectComebackBody, AdminColumnTagConnectComebackResponse, AdminColumnTagConnectComebackError>('adminColumnTagConnect', 'adminColumnTagConnectComeback', {
  method: 'post',
  path: '/api/admin/column-tag-connect/comeback',
  variables: 'body',
});
export type AdminColumnTagConnectComebackBody = components['schemas']['IdBodyDto'];
export type AdminColumnTagConnectComebackResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminColumnTagConnectComebackError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
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
 * タグのコラム連携の作成
 * POST /api/admin/column-tag-connect/create
 */
export const adminColumnTagConnectCreate = /* @__PURE__ */ defineMutation<AdminColumnTagConnectCreateBody, AdminColumnTagConnectCreateResponse, AdminColumnTagConnectCreateError>('adminColumnTagConnect', 'adminColumnTagConnectCreate', {
  method: 'post',
  path: '/api/admin/column-tag-connect/create',
  variables: 'body',
});
export type AdminColumnTagConnectCreateBody = components['schemas']['AdminColumnTagConnectCreateBodyDto'];
export type AdminColumnTagConnectCreateResponse = components['schemas']['AdminColumnTagConnectDetailDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminColumnTagConnectCreateError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
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
 * タグのコラム連携の削除（関連コラムから外れます。復元できます）
 * POST /api/admin/column-tag-connect/delete
 */
export const adminColumnTagConnectDelete = /* @__PURE__ */ defineMutation<AdminColumnTagConnectDeleteBody, AdminColumnTagConnectDeleteResponse, AdminColumnTagConnectDeleteError>('adminColumnTagConnect', 'adminColumnTagConnectDelete', {
  method: 'post',
  path: '/api/admin/column-tag-connect/delete',
  variables: 'body',
});
export type AdminColumnTagConnectDeleteBody = components['schemas']['IdBodyDto'];
export type AdminColumnTagConnectDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminColumnTagConnectDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
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
 * タグのコラム連携の詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/column-tag-connect/detail/{id}
 */
export const adminColumnTagConnectDetail = /* @__PURE__ */ defineQuery<AdminColumnTagConnectDetailParams, AdminColumnTagConnectDetailResponse, AdminColumnTagConnectDetailError>('adminColumnTagConnect', 'adminColumnTagConnectDetail', {
  method: 'get',
  path: '/api/admin/column-tag-connect/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminColumnTagConnectDetailParams = {
  id: number;
};
export type AdminColumnTagConnectDetailResponse = components['schemas']['AdminColumnTagConnectDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminColumnTagConnectDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグのコラム連携の編集（id と version）
 * POST /api/admin/column-tag-connect/edit
 */
export const adminColumnTagConnectEdit = /* @__PURE__ */ defineMutation<AdminColumnTagConnectEditBody, AdminColumnTagConnectEditResponse, AdminColumnTagConnectEditError>('adminColumnTagConnect', 'adminColumnTagConnectEdit', {
  method: 'post',
  path: '/api/admin/column-tag-connect/edit',
  variables: 'body',
});
export type AdminColumnTagConnectEditBody = components['schemas']['AdminColumnTagConnectEditBodyDto'];
export type AdminColumnTagConnectEditResponse = components['schemas']['AdminColumnTagConnectDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminColumnTagConnectEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
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
 * タグのコラム連携の一覧（キーワード・状態・対象で絞り込み）
 * GET /api/admin/column-tag-connect/search
 */
export const adminColumnTagConnectSearch = /* @__PURE__ */ defineQuery<AdminColumnTagConnectSearchParams | void, AdminColumnTagConnectSearchResponse, AdminColumnTagConnectSearchError>('adminColumnTagConnect', 'adminColumnTagConnectSearch', {
  method: 'get',
  path: '/api/admin/column-tag-connect/search',
  variables: 'params',
});
export type AdminColumnTagConnectSearchParams = {
  /** キーワード（コラムのタイトル・URL。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'id' | 'created_at' | 'updated_at' | 'title';
  /** 状態（一覧のタブ）。active: 有効（関連コラムに表示）, deleted: 削除済み */
  status?: components['schemas']['ColumnLinkStatus'];
  /** タグ ID（このタグのコラム連携だけ） */
  tag_id?: number;
};
export type AdminColumnTagConnectSearchResponse = components['schemas']['AdminColumnTagConnectSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminColumnTagConnectSearchError = components['schemas']['ErrorResponseDto'] & {
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
