/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-user": import them as api.adminUser.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * スタッフの招待（パスワードは設定せず、設定用のリンクをメールで送ります）
 * POST /api/admin/user/create
 */
export const adminUserCreate = /* @__PURE__ */ defineMutation<AdminUserCreateBody, AdminUserCreateResponse, AdminUserCreateError>('adminUser', 'adminUserCreate', {
  method: 'post',
  path: '/api/admin/user/create',
  variables: 'body',
});
export type AdminUserCreateBody = components['schemas']['AdminUserCreateBodyDto'];
export type AdminUserCreateResponse = components['schemas']['AdminUserDetailDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminUserCreateError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフの削除（ログインできなくなります。操作履歴には名前が残ります）
 * POST /api/admin/user/delete
 */
export const adminUserDelete = /* @__PURE__ */ defineMutation<AdminUserDeleteBody, AdminUserDeleteResponse, AdminUserDeleteError>('adminUser', 'adminUserDelete', {
  method: 'post',
  path: '/api/admin/user/delete',
  variables: 'body',
});
export type AdminUserDeleteBody = components['schemas']['IdBodyDto'];
export type AdminUserDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminUserDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_USER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_USER_LAST_OWNER' | 'ADMIN_USER_SELF_LOCKOUT';
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
 * スタッフの詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/user/detail/{id}
 */
export const adminUserDetail = /* @__PURE__ */ defineQuery<AdminUserDetailParams, AdminUserDetailResponse, AdminUserDetailError>('adminUser', 'adminUserDetail', {
  method: 'get',
  path: '/api/admin/user/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminUserDetailParams = {
  id: number;
};
export type AdminUserDetailResponse = components['schemas']['AdminUserDetailDto'];
/** The documented error bodies (401, 403, 404, 500, 503). */
export type AdminUserDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_USER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * スタッフの編集（名前・メールアドレス・権限）と、パスワードのリセット・無効化・有効化
 * POST /api/admin/user/edit
 */
export const adminUserEdit = /* @__PURE__ */ defineMutation<AdminUserEditBody, AdminUserEditResponse, AdminUserEditError>('adminUser', 'adminUserEdit', {
  method: 'post',
  path: '/api/admin/user/edit',
  variables: 'body',
});
export type AdminUserEditBody = components['schemas']['AdminUserEditBodyDto'];
export type AdminUserEditResponse = components['schemas']['AdminUserDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminUserEditError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_USER_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION' | 'ADMIN_USER_LAST_OWNER' | 'ADMIN_USER_SELF_LOCKOUT';
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
 * スタッフの名前の一覧（絞り込みの選択肢用。削除済みも状態付きで）
 * GET /api/admin/user/get-admin-users
 */
export const adminUserGetAdminUsers = /* @__PURE__ */ defineQuery<void, AdminUserGetAdminUsersResponse, AdminUserGetAdminUsersError>('adminUser', 'adminUserGetAdminUsers', {
  method: 'get',
  path: '/api/admin/user/get-admin-users',
  variables: 'none',
});
export type AdminUserGetAdminUsersResponse = components['schemas']['AdminUserNamesResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminUserGetAdminUsersError = components['schemas']['ErrorResponseDto'] & {
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
 * スタッフの一覧（キーワード・権限・状態で絞り込み）
 * GET /api/admin/user/search
 */
export const adminUserSearch = /* @__PURE__ */ defineQuery<AdminUserSearchParams | void, AdminUserSearchResponse, AdminUserSearchError>('adminUser', 'adminUserSearch', {
  method: 'get',
  path: '/api/admin/user/search',
  variables: 'params',
});
export type AdminUserSearchParams = {
  /** キーワード（名前・メールアドレス。空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 権限。owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
  role?: components['schemas']['AdminRole'];
  /** 並べ替えの項目 */
  sort?: 'id' | 'name' | 'email' | 'last_login_at' | 'created_at';
  /** 状態（一覧のタブ）。active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み */
  status?: components['schemas']['StaffStatus'];
};
export type AdminUserSearchResponse = components['schemas']['AdminUserSearchResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type AdminUserSearchError = components['schemas']['ErrorResponseDto'] & {
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
