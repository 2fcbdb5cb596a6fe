/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-engineerstyle": import them as api.adminEngineerstyle.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 働き方アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります）
 * POST /api/admin/engineerstyle/delete
 */
export const adminEngineerstyleDelete = /* @__PURE__ */ defineMutation<AdminEngineerstyleDeleteBody, AdminEngineerstyleDeleteResponse, AdminEngineerstyleDeleteError>('adminEngineerstyle', 'adminEngineerstyleDelete', {
  method: 'post',
  path: '/api/admin/engineerstyle/delete',
  variables: 'body',
});
export type AdminEngineerstyleDeleteBody = components['schemas']['IdBodyDto'];
export type AdminEngineerstyleDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminEngineerstyleDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENGINEER_STYLE_NOT_FOUND';
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
 * 働き方アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き）
 * GET /api/admin/engineerstyle/detail/{id}
 */
export const adminEngineerstyleDetail = /* @__PURE__ */ defineQuery<AdminEngineerstyleDetailParams, AdminEngineerstyleDetailResponse, AdminEngineerstyleDetailError>('adminEngineerstyle', 'adminEngineerstyleDetail', {
  method: 'get',
  path: '/api/admin/engineerstyle/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminEngineerstyleDetailParams = {
  id: number;
};
export type AdminEngineerstyleDetailResponse = components['schemas']['EngineerStyleDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminEngineerstyleDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENGINEER_STYLE_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 働き方アンケートの回答の修正（id と version）
 * POST /api/admin/engineerstyle/edit
 */
export const adminEngineerstyleEdit = /* @__PURE__ */ defineMutation<AdminEngineerstyleEditBody, AdminEngineerstyleEditResponse, AdminEngineerstyleEditError>('adminEngineerstyle', 'adminEngineerstyleEdit', {
  method: 'post',
  path: '/api/admin/engineerstyle/edit',
  variables: 'body',
});
export type AdminEngineerstyleEditBody = components['schemas']['EngineerStyleEditBodyDto'];
export type AdminEngineerstyleEditResponse = components['schemas']['EngineerStyleDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminEngineerstyleEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENGINEER_STYLE_NOT_FOUND';
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
 * 働き方アンケートの回答一覧（キーワード・働き方・回答日で絞り込み）
 * GET /api/admin/engineerstyle/search
 */
export const adminEngineerstyleSearch = /* @__PURE__ */ defineQuery<AdminEngineerstyleSearchParams | void, AdminEngineerstyleSearchResponse, AdminEngineerstyleSearchError>('adminEngineerstyle', 'adminEngineerstyleSearch', {
  method: 'get',
  path: '/api/admin/engineerstyle/search',
  variables: 'params',
});
export type AdminEngineerstyleSearchParams = {
  /** 回答日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  answered_from?: string;
  /** 回答日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  answered_to?: string;
  /** キーワード（会員の氏名・フリガナ・メールアドレス、希望ポジション・エリア、その他。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'answered_at' | 'id' | 'desired_rate' | 'experience_years' | 'work_style';
  /** 希望する働き方（1: 常駐希望、2: ハイブリッド希望、3: フルリモート希望、4: こだわらない。null は未回答） */
  work_style?: 1 | 2 | 3 | 4 | null;
};
export type AdminEngineerstyleSearchResponse = components['schemas']['EngineerStyleSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminEngineerstyleSearchError = components['schemas']['ErrorResponseDto'] & {
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
