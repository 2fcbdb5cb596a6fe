/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-external-user": import them as api.adminExternalUser.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 提携元から来た人の登録（提携元と外部IDの組は一意）
 * POST /api/admin/external-user/create
 */
export const adminExternalUserCreate = /* @__PURE__ */ defineMutation<AdminExternalUserCreateBody, AdminExternalUserCreateResponse, AdminExternalUserCreateError>('adminExternalUser', 'adminExternalUserCreate', {
  method: 'post',
  path: '/api/admin/external-user/create',
  variables: 'body',
});
export type AdminExternalUserCreateBody = components['schemas']['ExternalUserCreateBodyDto'];
export type AdminExternalUserCreateResponse = components['schemas']['ExternalUserDetailDto'];
/** The documented error bodies (400, 401, 403, 409, 413, 415, 419, 500, 503). */
export type AdminExternalUserCreateError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'EXTERNAL_USER_DUPLICATE';
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
 * 外部ユーザーの詳細（統合した会員を含む）
 * GET /api/admin/external-user/detail/{id}
 */
export const adminExternalUserDetail = /* @__PURE__ */ defineQuery<AdminExternalUserDetailParams, AdminExternalUserDetailResponse, AdminExternalUserDetailError>('adminExternalUser', 'adminExternalUserDetail', {
  method: 'get',
  path: '/api/admin/external-user/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminExternalUserDetailParams = {
  id: number;
};
export type AdminExternalUserDetailResponse = components['schemas']['ExternalUserDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminExternalUserDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'EXTERNAL_USER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 提携元の一覧（登録人数と未統合の人数付き）
 * GET /api/admin/external-user/get-external-services
 */
export const adminExternalUserGetExternalServices = /* @__PURE__ */ defineQuery<void, AdminExternalUserGetExternalServicesResponse, AdminExternalUserGetExternalServicesError>('adminExternalUser', 'adminExternalUserGetExternalServices', {
  method: 'get',
  path: '/api/admin/external-user/get-external-services',
  variables: 'none',
});
export type AdminExternalUserGetExternalServicesResponse = components['schemas']['ExternalServicesResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminExternalUserGetExternalServicesError = components['schemas']['ErrorResponseDto'] & {
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
 * メールアドレスか電話番号が一致する会員がいるか（一致した会員を返します）
 * GET /api/admin/external-user/is-existent-of-member
 */
export const adminExternalUserIsExistentOfMember = /* @__PURE__ */ defineQuery<AdminExternalUserIsExistentOfMemberParams | void, AdminExternalUserIsExistentOfMemberResponse, AdminExternalUserIsExistentOfMemberError>('adminExternalUser', 'adminExternalUserIsExistentOfMember', {
  method: 'get',
  path: '/api/admin/external-user/is-existent-of-member',
  variables: 'params',
});
export type AdminExternalUserIsExistentOfMemberParams = {
  /** メールアドレス（大文字・小文字、全角・半角を区別しません） */
  email?: string;
  /** 電話番号（数字だけで比べます。ハイフン・全角は問いません） */
  tel?: string;
};
export type AdminExternalUserIsExistentOfMemberResponse = components['schemas']['ExternalUserIsExistentResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminExternalUserIsExistentOfMemberError = components['schemas']['ErrorResponseDto'] & {
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
 * 外部ユーザーを既存の会員と統合（会員の空欄の電話番号を補い、両方の変更履歴に残ります）
 * POST /api/admin/external-user/merge-existing-member-with-external-member
 */
export const adminExternalUserMergeExistingMemberWithExternalMember = /* @__PURE__ */ defineMutation<AdminExternalUserMergeExistingMemberWithExternalMemberBody, AdminExternalUserMergeExistingMemberWithExternalMemberResponse, AdminExternalUserMergeExistingMemberWithExternalMemberError>('adminExternalUser', 'adminExternalUserMergeExistingMemberWithExternalMember', {
  method: 'post',
  path: '/api/admin/external-user/merge-existing-member-with-external-member',
  variables: 'body',
});
export type AdminExternalUserMergeExistingMemberWithExternalMemberBody = components['schemas']['ExternalUserMergeBodyDto'];
export type AdminExternalUserMergeExistingMemberWithExternalMemberResponse = components['schemas']['ExternalUserMergeResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminExternalUserMergeExistingMemberWithExternalMemberError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'EXTERNAL_USER_MEMBER_NOT_FOUND' | 'EXTERNAL_USER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'EXTERNAL_USER_ALREADY_MERGED';
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
 * 外部ユーザーの一覧（キーワード・提携元・未統合／統合済みで絞り込み、タブごとの件数付き）
 * GET /api/admin/external-user/search
 */
export const adminExternalUserSearch = /* @__PURE__ */ defineQuery<AdminExternalUserSearchParams | void, AdminExternalUserSearchResponse, AdminExternalUserSearchError>('adminExternalUser', 'adminExternalUserSearch', {
  method: 'get',
  path: '/api/admin/external-user/search',
  variables: 'params',
});
export type AdminExternalUserSearchParams = {
  /** キーワード（氏名・メールアドレス・電話番号・外部ID。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 提携元（get-external-services の key）: agent, job_board, referral, event, other */
  service_name?: 'agent' | 'job_board' | 'referral' | 'event' | 'other';
  /** 並べ替えの項目 */
  sort?: 'created_at' | 'id' | 'name' | 'merged_at';
  /** 状態（一覧のタブ）。unmerged: 未統合, merged: 統合済み */
  status?: components['schemas']['ExternalUserStatus'];
};
export type AdminExternalUserSearchResponse = components['schemas']['ExternalUserSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminExternalUserSearchError = components['schemas']['ErrorResponseDto'] & {
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
