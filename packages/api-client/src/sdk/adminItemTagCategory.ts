/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-item-tag-category": import them as api.adminItemTagCategory.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * タグカテゴリ一覧のタブごとの件数（公開・削除済み）
 * GET /api/admin/item/tag/category/count-info
 */
export const adminItemTagCategoryCountInfo = /* @__PURE__ */ defineQuery<AdminItemTagCategoryCountInfoParams | void, AdminItemTagCategoryCountInfoResponse, AdminItemTagCategoryCountInfoError>('adminItemTagCategory', 'adminItemTagCategoryCountInfo', {
  method: 'get',
  path: '/api/admin/item/tag/category/count-info',
  variables: 'params',
});
export type AdminItemTagCategoryCountInfoParams = {
  /** キーワード（カテゴリ名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
  keyword?: string;
};
export type AdminItemTagCategoryCountInfoResponse = components['schemas']['CountInfoResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagCategoryCountInfoError = components['schemas']['ErrorResponseDto'] & {
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
 * タグカテゴリの削除（公開中のタグがあるカテゴリは 409。復元できます）
 * POST /api/admin/item/tag/category/delete
 */
export const adminItemTagCategoryDelete = /* @__PURE__ */ defineMutation<AdminItemTagCategoryDeleteBody, AdminItemTagCategoryDeleteResponse, AdminItemTagCategoryDeleteError>('adminItemTagCategory', 'adminItemTagCategoryDelete', {
  method: 'post',
  path: '/api/admin/item/tag/category/delete',
  variables: 'body',
});
export type AdminItemTagCategoryDeleteBody = components['schemas']['IdBodyDto'];
export type AdminItemTagCategoryDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_IN_USE';
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
 * タグカテゴリの一括削除（1件でも公開中のタグがあれば何も削除せず 409）
 * POST /api/admin/item/tag/category/delete-multiple
 */
export const adminItemTagCategoryDeleteMultiple = /* @__PURE__ */ defineMutation<AdminItemTagCategoryDeleteMultipleBody, AdminItemTagCategoryDeleteMultipleResponse, AdminItemTagCategoryDeleteMultipleError>('adminItemTagCategory', 'adminItemTagCategoryDeleteMultiple', {
  method: 'post',
  path: '/api/admin/item/tag/category/delete-multiple',
  variables: 'body',
});
export type AdminItemTagCategoryDeleteMultipleBody = components['schemas']['IdsBodyDto'];
export type AdminItemTagCategoryDeleteMultipleResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryDeleteMultipleError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_IN_USE';
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
 * タグカテゴリの詳細（削除済みも。編集に使う version 付き）
 * GET /api/admin/item/tag/category/detail/{id}
 */
export const adminItemTagCategoryDetail = /* @__PURE__ */ defineQuery<AdminItemTagCategoryDetailParams, AdminItemTagCategoryDetailResponse, AdminItemTagCategoryDetailError>('adminItemTagCategory', 'adminItemTagCategoryDetail', {
  method: 'get',
  path: '/api/admin/item/tag/category/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminItemTagCategoryDetailParams = {
  id: number;
};
export type AdminItemTagCategoryDetailResponse = components['schemas']['AdminTagCategoryDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminItemTagCategoryDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグカテゴリの編集（id と version。送らなかった項目はそのまま）
 * POST /api/admin/item/tag/category/edit-info
 */
export const adminItemTagCategoryEditInfo = /* @__PURE__ */ defineMutation<AdminItemTagCategoryEditInfoBody, AdminItemTagCategoryEditInfoResponse, AdminItemTagCategoryEditInfoError>('adminItemTagCategory', 'adminItemTagCategoryEditInfo', {
  method: 'post',
  path: '/api/admin/item/tag/category/edit-info',
  variables: 'body',
});
export type AdminItemTagCategoryEditInfoBody = components['schemas']['AdminTagCategoryEditInfoBodyDto'];
export type AdminItemTagCategoryEditInfoResponse = components['schemas']['AdminTagCategoryDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryEditInfoError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
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
 * タグカテゴリの登録
 * POST /api/admin/item/tag/category/register
 */
export const adminItemTagCategoryRegister = /* @__PURE__ */ defineMutation<AdminItemTagCategoryRegisterBody, AdminItemTagCategoryRegisterResponse, AdminItemTagCategoryRegisterError>('adminItemTagCategory', 'adminItemTagCategoryRegister', {
  method: 'post',
  path: '/api/admin/item/tag/category/register',
  variables: 'body',
});
export type AdminItemTagCategoryRegisterBody = components['schemas']['AdminTagCategoryRegisterBodyDto'];
export type AdminItemTagCategoryRegisterResponse = components['schemas']['AdminTagCategoryDetailDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryRegisterError = components['schemas']['ErrorResponseDto'] & {
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
 * 削除したタグカテゴリの復元（同じ名前の公開中のカテゴリがあれば 409）
 * POST /api/admin/item/tag/category/revival
 */
export const adminItemTagCategoryRevival = /* @__PURE__ */ defineMutation<AdminItemTagCategoryRevivalBody, AdminItemTagCategoryRevivalResponse, AdminItemTagCategoryRevivalError>('adminItemTagCategory', 'adminItemTagCategoryRevival', {
  method: 'post',
  path: '/api/admin/item/tag/category/revival',
  variables: 'body',
});
export type AdminItemTagCategoryRevivalBody = components['schemas']['IdBodyDto'];
export type AdminItemTagCategoryRevivalResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryRevivalError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NAME_TAKEN';
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
 * タグカテゴリの一覧（キーワード・公開/削除済み）
 * GET /api/admin/item/tag/category/search
 */
export const adminItemTagCategorySearch = /* @__PURE__ */ defineQuery<AdminItemTagCategorySearchParams | void, AdminItemTagCategorySearchResponse, AdminItemTagCategorySearchError>('adminItemTagCategory', 'adminItemTagCategorySearch', {
  method: 'get',
  path: '/api/admin/item/tag/category/search',
  variables: 'params',
});
export type AdminItemTagCategorySearchParams = {
  /** キーワード（カテゴリ名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'sort_order' | 'name' | 'tag_count' | 'id' | 'updated_at';
  /** 状態（一覧のタブ）。published: 公開, deleted: 削除済み */
  status?: components['schemas']['AdminTagStatus'];
};
export type AdminItemTagCategorySearchResponse = components['schemas']['AdminTagCategorySearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagCategorySearchError = components['schemas']['ErrorResponseDto'] & {
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
 * タグカテゴリの統合（統合元のタグをすべて統合先へ移し、統合元を削除）
 * POST /api/admin/item/tag/category/tag-integration
 */
export const adminItemTagCategoryTagIntegration = /* @__PURE__ */ defineMutation<AdminItemTagCategoryTagIntegrationBody, AdminItemTagCategoryTagIntegrationResponse, AdminItemTagCategoryTagIntegrationError>('adminItemTagCategory', 'adminItemTagCategoryTagIntegration', {
  method: 'post',
  path: '/api/admin/item/tag/category/tag-integration',
  variables: 'body',
});
export type AdminItemTagCategoryTagIntegrationBody = components['schemas']['AdminTagCategoryIntegrationBodyDto'];
export type AdminItemTagCategoryTagIntegrationResponse = components['schemas']['AdminTagCategoryIntegrationResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagCategoryTagIntegrationError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_STALE_VERSION' | 'TAG_MERGE_DELETED';
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
 * カテゴリ統合の統合先候補（統合元を除く公開中のカテゴリ）
 * GET /api/admin/item/tag/category/tag-list-for-integration-input
 */
export const adminItemTagCategoryTagListForIntegrationInput = /* @__PURE__ */ defineQuery<AdminItemTagCategoryTagListForIntegrationInputParams, AdminItemTagCategoryTagListForIntegrationInputResponse, AdminItemTagCategoryTagListForIntegrationInputError>('adminItemTagCategory', 'adminItemTagCategoryTagListForIntegrationInput', {
  method: 'get',
  path: '/api/admin/item/tag/category/tag-list-for-integration-input',
  variables: 'params',
});
export type AdminItemTagCategoryTagListForIntegrationInputParams = {
  /** 統合元のカテゴリ */
  id: number;
};
export type AdminItemTagCategoryTagListForIntegrationInputResponse = components['schemas']['AdminTagCategoryIntegrationCandidatesResponseDto'];
/** The documented error bodies (400, 401, 404, 500, 503). */
export type AdminItemTagCategoryTagListForIntegrationInputError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_CATEGORY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグカテゴリの入力候補（前方一致を優先し、部分一致も）
 * GET /api/admin/item/tag/category/term-search
 */
export const adminItemTagCategoryTermSearch = /* @__PURE__ */ defineQuery<AdminItemTagCategoryTermSearchParams, AdminItemTagCategoryTermSearchResponse, AdminItemTagCategoryTermSearchError>('adminItemTagCategory', 'adminItemTagCategoryTermSearch', {
  method: 'get',
  path: '/api/admin/item/tag/category/term-search',
  variables: 'params',
});
export type AdminItemTagCategoryTermSearchParams = {
  /** 件数 */
  limit?: number;
  /** 入力中の文字列 */
  term: string;
};
export type AdminItemTagCategoryTermSearchResponse = components['schemas']['TermSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagCategoryTermSearchError = components['schemas']['ErrorResponseDto'] & {
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
