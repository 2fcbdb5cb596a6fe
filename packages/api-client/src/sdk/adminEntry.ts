/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-entry": import them as api.adminEntry.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * エントリーのタブごとの件数（ステータスごと（有効のみ）と無効。ほかの絞り込みを適用）
 * GET /api/admin/entry/count-info
 */
export const adminEntryCountInfo = /* @__PURE__ */ defineQuery<AdminEntryCountInfoParams | void, AdminEntryCountInfoResponse, AdminEntryCountInfoError>('adminEntry', 'adminEntryCountInfo', {
  method: 'get',
  path: '/api/admin/entry/count-info',
  variables: 'params',
});
export type AdminEntryCountInfoParams = {
  /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  entered_from?: string;
  /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  entered_to?: string;
  /** 案件の ID */
  item_id?: number;
  /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
  item_keyword?: string;
  /** 会員の ID */
  member_id?: number;
  /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
  member_keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'created_at' | 'updated_at' | 'id';
  /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
  status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
  /** 有効性（SPEC §3）: 0 有効, 1 無効 */
  validity?: 0 | 1;
};
export type AdminEntryCountInfoResponse = components['schemas']['CountInfoResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminEntryCountInfoError = components['schemas']['ErrorResponseDto'] & {
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

/**
 * エントリーの削除（一覧と会員のエントリー履歴から消えます。履歴は残ります）
 * POST /api/admin/entry/delete
 */
export const adminEntryDelete = /* @__PURE__ */ defineMutation<AdminEntryDeleteBody, AdminEntryDeleteResponse, AdminEntryDeleteError>('adminEntry', 'adminEntryDelete', {
  method: 'post',
  path: '/api/admin/entry/delete',
  variables: 'body',
});
export type AdminEntryDeleteBody = components['schemas']['IdBodyDto'];
export type AdminEntryDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminEntryDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_NOT_FOUND';
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
 * エントリーの詳細（案件・会員・スキルシート・ステータスの履歴・会員に送ったメール）
 * GET /api/admin/entry/detail/{id}
 */
export const adminEntryDetail = /* @__PURE__ */ defineQuery<AdminEntryDetailParams, AdminEntryDetailResponse, AdminEntryDetailError>('adminEntry', 'adminEntryDetail', {
  method: 'get',
  path: '/api/admin/entry/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminEntryDetailParams = {
  id: number;
};
export type AdminEntryDetailResponse = components['schemas']['AdminEntryDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminEntryDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * エントリー一覧のCSV（entry/search と同じ絞り込み・タブ・並び順で全件。監査ログに記録）
 * GET /api/admin/entry/download
 */
export const adminEntryDownload = /* @__PURE__ */ defineQuery<AdminEntryDownloadParams | void, AdminEntryDownloadResponse, AdminEntryDownloadError>('adminEntry', 'adminEntryDownload', {
  method: 'get',
  path: '/api/admin/entry/download',
  variables: 'params',
  parseAs: 'text',
});
export type AdminEntryDownloadParams = {
  /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  entered_from?: string;
  /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  entered_to?: string;
  /** 案件の ID */
  item_id?: number;
  /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
  item_keyword?: string;
  /** 会員の ID */
  member_id?: number;
  /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
  member_keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** 並べ替えの項目 */
  sort?: 'created_at' | 'updated_at' | 'id';
  /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
  status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
  /** 有効性（SPEC §3）: 0 有効, 1 無効 */
  validity?: 0 | 1;
};
export type AdminEntryDownloadResponse = string;
/** The documented error bodies (400, 401, 403, 500, 503). */
export type AdminEntryDownloadError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * エントリーした会員の連絡先と基本情報（全体は会員のページ）
 * GET /api/admin/entry/entry-user/{id}
 */
export const adminEntryEntryUser = /* @__PURE__ */ defineQuery<AdminEntryEntryUserParams, AdminEntryEntryUserResponse, AdminEntryEntryUserError>('adminEntry', 'adminEntryEntryUser', {
  method: 'get',
  path: '/api/admin/entry/entry-user/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminEntryEntryUserParams = {
  id: number;
};
export type AdminEntryEntryUserResponse = components['schemas']['AdminEntryUserDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminEntryEntryUserError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_MEMBER_GONE' | 'ADMIN_ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * エントリーの一覧（会員・案件・エントリー日・有効性・ステータスで絞り込み）
 * GET /api/admin/entry/search
 */
export const adminEntrySearch = /* @__PURE__ */ defineQuery<AdminEntrySearchParams | void, AdminEntrySearchResponse, AdminEntrySearchError>('adminEntry', 'adminEntrySearch', {
  method: 'get',
  path: '/api/admin/entry/search',
  variables: 'params',
});
export type AdminEntrySearchParams = {
  /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  entered_from?: string;
  /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  entered_to?: string;
  /** 案件の ID */
  item_id?: number;
  /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
  item_keyword?: string;
  /** 会員の ID */
  member_id?: number;
  /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
  member_keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'created_at' | 'updated_at' | 'id';
  /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
  status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
  /** 有効性（SPEC §3）: 0 有効, 1 無効 */
  validity?: 0 | 1;
};
export type AdminEntrySearchResponse = components['schemas']['AdminEntrySearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminEntrySearchError = components['schemas']['ErrorResponseDto'] & {
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

/**
 * エントリーのステータスの変更（会員に通知メールを送り、履歴と監査ログに残ります。SPEC §7 にはない）
 * POST /api/admin/entry/update-status
 */
export const adminEntryUpdateStatus = /* @__PURE__ */ defineMutation<AdminEntryUpdateStatusBody, AdminEntryUpdateStatusResponse, AdminEntryUpdateStatusError>('adminEntry', 'adminEntryUpdateStatus', {
  method: 'post',
  path: '/api/admin/entry/update-status',
  variables: 'body',
});
export type AdminEntryUpdateStatusBody = components['schemas']['AdminEntryUpdateStatusBodyDto'];
export type AdminEntryUpdateStatusResponse = components['schemas']['AdminEntryDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminEntryUpdateStatusError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_INVALID' | 'ADMIN_ENTRY_STATUS_MOVE_REFUSED' | 'ADMIN_ENTRY_WITHDRAWN';
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
 * エントリーの有効・無効の切り替え（SPEC §7 にはない）
 * POST /api/admin/entry/update-validity
 */
export const adminEntryUpdateValidity = /* @__PURE__ */ defineMutation<AdminEntryUpdateValidityBody, AdminEntryUpdateValidityResponse, AdminEntryUpdateValidityError>('adminEntry', 'adminEntryUpdateValidity', {
  method: 'post',
  path: '/api/admin/entry/update-validity',
  variables: 'body',
});
export type AdminEntryUpdateValidityBody = components['schemas']['AdminEntryUpdateValidityBodyDto'];
export type AdminEntryUpdateValidityResponse = components['schemas']['AdminEntryDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminEntryUpdateValidityError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_ENTRY_SLOT_TAKEN';
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
