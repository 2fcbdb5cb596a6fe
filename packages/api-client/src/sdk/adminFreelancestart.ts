/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-freelancestart": import them as api.adminFreelancestart.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * フリーランス準備アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります）
 * POST /api/admin/freelancestart/delete
 */
export const adminFreelancestartDelete = /* @__PURE__ */ defineMutation<AdminFreelancestartDeleteBody, AdminFreelancestartDeleteResponse, AdminFreelancestartDeleteError>('adminFreelancestart', 'adminFreelancestartDelete', {
  method: 'post',
  path: '/api/admin/freelancestart/delete',
  variables: 'body',
});
export type AdminFreelancestartDeleteBody = components['schemas']['IdBodyDto'];
export type AdminFreelancestartDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminFreelancestartDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'FREELANCE_START_NOT_FOUND';
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
 * フリーランス準備アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き）
 * GET /api/admin/freelancestart/detail/{id}
 */
export const adminFreelancestartDetail = /* @__PURE__ */ defineQuery<AdminFreelancestartDetailParams, AdminFreelancestartDetailResponse, AdminFreelancestartDetailError>('adminFreelancestart', 'adminFreelancestartDetail', {
  method: 'get',
  path: '/api/admin/freelancestart/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminFreelancestartDetailParams = {
  id: number;
};
export type AdminFreelancestartDetailResponse = components['schemas']['FreelanceStartDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminFreelancestartDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'FREELANCE_START_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * フリーランス準備アンケートの回答の修正（id と version）
 * POST /api/admin/freelancestart/edit
 */
export const adminFreelancestartEdit = /* @__PURE__ */ defineMutation<AdminFreelancestartEditBody, AdminFreelancestartEditResponse, AdminFreelancestartEditError>('adminFreelancestart', 'adminFreelancestartEdit', {
  method: 'post',
  path: '/api/admin/freelancestart/edit',
  variables: 'body',
});
export type AdminFreelancestartEditBody = components['schemas']['FreelanceStartEditBodyDto'];
export type AdminFreelancestartEditResponse = components['schemas']['FreelanceStartDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminFreelancestartEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'FREELANCE_START_NOT_FOUND';
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
 * フリーランス準備アンケートの回答一覧（キーワード・開始時期・現在の状況・経験・回答日で絞り込み）
 * GET /api/admin/freelancestart/search
 */
export const adminFreelancestartSearch = /* @__PURE__ */ defineQuery<AdminFreelancestartSearchParams | void, AdminFreelancestartSearchResponse, AdminFreelancestartSearchError>('adminFreelancestart', 'adminFreelancestartSearch', {
  method: 'get',
  path: '/api/admin/freelancestart/search',
  variables: 'params',
});
export type AdminFreelancestartSearchParams = {
  /** 回答日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  answered_from?: string;
  /** 回答日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  answered_to?: string;
  /** 現在の状況（1: 会社員、2: フリーランス、3: 離職中、4: 学生、5: その他。null は未回答） */
  current_status?: 1 | 2 | 3 | 4 | 5 | null;
  /** フリーランス経験（0: なし、1: あり。null は未回答） */
  has_freelance_experience?: 0 | 1 | null;
  /** キーワード（会員の氏名・フリガナ・メールアドレス、その他・ご相談。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'answered_at' | 'id' | 'start_timing' | 'available_from';
  /** 参画を始められる時期（1: すぐにでも、2: 1ヶ月以内、3: 3ヶ月以内、4: 半年以内、5: 未定。null は未回答） */
  start_timing?: 1 | 2 | 3 | 4 | 5 | null;
};
export type AdminFreelancestartSearchResponse = components['schemas']['FreelanceStartSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminFreelancestartSearchError = components['schemas']['ErrorResponseDto'] & {
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
