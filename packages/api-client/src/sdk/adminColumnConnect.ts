/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-column-connect": import them as api.adminColumnConnect.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 削除した案件のコラム連携の復元
 * POST /api/admin/column-connect/comeback
 */
export const adminColumnConnectComeback = /* @__PURE__ */ defineMutation<AdminColumnConnectComebackBody, AdminColumnConnectComebackResponse, AdminColumnConnectComebackError>('adminColumnConnect', 'adminColumnConnectComeback', {
  method: 'post',
  path: '/api/admin/column-connect/comeback',
  variables: 'body',
});
export type AdminColumnConnectComebackBody = components['schemas']['IdBodyDto'];
export type AdminColumnConnectComebackResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminColumnConnectComebackError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_CONNECT_NOT_FOUND';
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
 * 案件のコラム連携の作成
 * POST /api/admin/column-connect/create
 */
export const adminColumnConnectCreate = /* @__PURE__ */ defineMutation<AdminColumnConnectCreateBody, AdminColumnConnectCreateResponse, AdminColumnConnectCreateError>('adminColumnConnect', 'adminColumnConnectCreate', {
  method: 'post',
  path: '/api/admin/column-connect/create',
  variables: 'body',
});
export type AdminColumnConnectCreateBody = components['schemas']['AdminColumnConnectCreateBodyDto'];
export type AdminColumnConnectCreateResponse = components['schemas']['AdminColumnConnectDetailDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminColumnConnectCreateError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件のコラム連携の削除（関連コラムから外れます。復元できます）
 * POST /api/admin/column-connect/delete
 */
export const adminColumnConnectDelete = /* @__PURE__ */ defineMutation<AdminColumnConnectDeleteBody, AdminColumnConnectDeleteResponse, AdminColumnConnectDeleteError>('adminColumnConnect', 'adminColumnConnectDelete', {
  method: 'post',
  path: '/api/admin/column-connect/delete',
  variables: 'body',
});
export type AdminColumnConnectDeleteBody = components['schemas']['IdBodyDto'];
export type AdminColumnConnectDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminColumnConnectDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_CONNECT_NOT_FOUND';
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
 * 案件のコラム連携の詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/column-connect/detail/{id}
 */
export const adminColumnConnectDetail = /* @__PURE__ */ defineQuery<AdminColumnConnectDetailParams, AdminColumnConnectDetailResponse, AdminColumnConnectDetailError>('adminColumnConnect', 'adminColumnConnectDetail', {
  method: 'get',
  path: '/api/admin/column-connect/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminColumnConnectDetailParams = {
  id: number;
};
export type AdminColumnConnectDetailResponse = components['schemas']['AdminColumnConnectDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminColumnConnectDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_CONNECT_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 案件のコラム連携の編集（id と version）
 * POST /api/admin/column-connect/edit
 */
export const adminColumnConnectEdit = /* @__PURE__ */ defineMutation<AdminColumnConnectEditBody, AdminColumnConnectEditResponse, AdminColumnConnectEditError>('adminColumnConnect', 'adminColumnConnectEdit', {
  method: 'post',
  path: '/api/admin/column-connect/edit',
  variables: 'body',
});
export type AdminColumnConnectEditBody = components['schemas']['AdminColumnConnectEditBodyDto'];
export type AdminColumnConnectEditResponse = components['schemas']['AdminColumnConnectDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminColumnConnectEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'COLUMN_CONNECT_NOT_FOUND';
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
 * 案件のコラム連携の一覧（キーワード・状態・対象で絞り込み）
 * GET /api/admin/column-connect/search
 */
export const adminColumnConnectSearch = /* @__PURE__ */ defineQuery<AdminColumnConnectSearchParams | void, AdminColumnConnectSearchResponse, AdminColumnConnectSearchError>('adminColumnConnect', 'adminColumnConnectSearch', {
  method: 'get',
  path: '/api/admin/column-connect/search',
  variables: 'params',
});
export type AdminColumnConnectSearchParams = {
  /** 案件 ID（この案件のコラム連携だけ） */
  item_id?: number;
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
};
export type AdminColumnConnectSearchResponse = components['schemas']['AdminColumnConnectSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminColumnConnectSearchError = components['schemas']['ErrorResponseDto'] & {
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
