/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-item-tag": import them as api.adminItemTag.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * タグ一覧のタブごとの件数（公開・削除済み。一覧と同じ絞り込み）
 * GET /api/admin/item/tag/count-info
 */
export const adminItemTagCountInfo = /* @__PURE__ */ defineQuery<AdminItemTagCountInfoParams | void, AdminItemTagCountInfoResponse, AdminItemTagCountInfoError>('adminItemTag', 'adminItemTagCountInfo', {
  method: 'get',
  path: '/api/admin/item/tag/count-info',
  variables: 'params',
});
export type AdminItemTagCountInfoParams = {
  /** true: 公開中の案件があるタグだけ, false: ないタグだけ */
  has_listings?: boolean;
  /** キーワード（タグ名・別名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
  keyword?: string;
  /** タグカテゴリ */
  tag_category_id?: number;
};
export type AdminItemTagCountInfoResponse = components['schemas']['CountInfoResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagCountInfoError = components['schemas']['ErrorResponseDto'] & {
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
 * タグの削除（検索・タグページから外れます。復元できます）
 * POST /api/admin/item/tag/delete
 */
export const adminItemTagDelete = /* @__PURE__ */ defineMutation<AdminItemTagDeleteBody, AdminItemTagDeleteResponse, AdminItemTagDeleteError>('adminItemTag', 'adminItemTagDelete', {
  method: 'post',
  path: '/api/admin/item/tag/delete',
  variables: 'body',
});
export type AdminItemTagDeleteBody = components['schemas']['IdBodyDto'];
export type AdminItemTagDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminItemTagDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
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
 * タグの一括削除（1〜100件。存在しない ID があれば何も削除しません）
 * POST /api/admin/item/tag/delete-multiple
 */
export const adminItemTagDeleteMultiple = /* @__PURE__ */ defineMutation<AdminItemTagDeleteMultipleBody, AdminItemTagDeleteMultipleResponse, AdminItemTagDeleteMultipleError>('adminItemTag', 'adminItemTagDeleteMultiple', {
  method: 'post',
  path: '/api/admin/item/tag/delete-multiple',
  variables: 'body',
});
export type AdminItemTagDeleteMultipleBody = components['schemas']['IdsBodyDto'];
export type AdminItemTagDeleteMultipleResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminItemTagDeleteMultipleError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
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
 * タグの詳細（削除済みも。編集に使う version と説明HTML付き）
 * GET /api/admin/item/tag/detail/{id}
 */
export const adminItemTagDetail = /* @__PURE__ */ defineQuery<AdminItemTagDetailParams, AdminItemTagDetailResponse, AdminItemTagDetailError>('adminItemTag', 'adminItemTagDetail', {
  method: 'get',
  path: '/api/admin/item/tag/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminItemTagDetailParams = {
  id: number;
};
export type AdminItemTagDetailResponse = components['schemas']['AdminTagDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminItemTagDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグの編集（id と version。送らなかった項目はそのまま）
 * POST /api/admin/item/tag/edit-info
 */
export const adminItemTagEditInfo = /* @__PURE__ */ defineMutation<AdminItemTagEditInfoBody, AdminItemTagEditInfoResponse, AdminItemTagEditInfoError>('adminItemTag', 'adminItemTagEditInfo', {
  method: 'post',
  path: '/api/admin/item/tag/edit-info',
  variables: 'body',
});
export type AdminItemTagEditInfoBody = components['schemas']['AdminTagEditInfoBodyDto'];
export type AdminItemTagEditInfoResponse = components['schemas']['AdminTagDetailDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagEditInfoError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
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
 * タグの登録（説明HTMLは許可したタグだけを残して保存）
 * POST /api/admin/item/tag/register
 */
export const adminItemTagRegister = /* @__PURE__ */ defineMutation<AdminItemTagRegisterBody, AdminItemTagRegisterResponse, AdminItemTagRegisterError>('adminItemTag', 'adminItemTagRegister', {
  method: 'post',
  path: '/api/admin/item/tag/register',
  variables: 'body',
});
export type AdminItemTagRegisterBody = components['schemas']['AdminTagRegisterBodyDto'];
export type AdminItemTagRegisterResponse = components['schemas']['AdminTagDetailDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminItemTagRegisterError = components['schemas']['ErrorResponseDto'] & {
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
 * 削除したタグの復元（同じ名前の公開中のタグがある、または統合済みのときは 409）
 * POST /api/admin/item/tag/revival
 */
export const adminItemTagRevival = /* @__PURE__ */ defineMutation<AdminItemTagRevivalBody, AdminItemTagRevivalResponse, AdminItemTagRevivalError>('adminItemTag', 'adminItemTagRevival', {
  method: 'post',
  path: '/api/admin/item/tag/revival',
  variables: 'body',
});
export type AdminItemTagRevivalBody = components['schemas']['IdBodyDto'];
export type AdminItemTagRevivalResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagRevivalError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_MERGED_NOT_RESTORABLE' | 'TAG_TERM_TAKEN';
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
 * タグの一覧（キーワード・カテゴリ・公開/削除済み・公開中の案件の有無で絞り込み）
 * GET /api/admin/item/tag/search
 */
export const adminItemTagSearch = /* @__PURE__ */ defineQuery<AdminItemTagSearchParams | void, AdminItemTagSearchResponse, AdminItemTagSearchError>('adminItemTag', 'adminItemTagSearch', {
  method: 'get',
  path: '/api/admin/item/tag/search',
  variables: 'params',
});
export type AdminItemTagSearchParams = {
  /** true: 公開中の案件があるタグだけ, false: ないタグだけ */
  has_listings?: boolean;
  /** キーワード（タグ名・別名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
  keyword?: string;
  /** asc: 昇順, desc: 降順 */
  order?: 'asc' | 'desc';
  /** ページ（1から） */
  page?: number;
  /** 1ページの件数 */
  per_page?: number;
  /** 並べ替えの項目 */
  sort?: 'id' | 'term' | 'open_listing_count' | 'updated_at';
  /** 状態（一覧のタブ）。published: 公開, deleted: 削除済み */
  status?: components['schemas']['AdminTagStatus'];
  /** タグカテゴリ */
  tag_category_id?: number;
};
export type AdminItemTagSearchResponse = components['schemas']['AdminTagSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagSearchError = components['schemas']['ErrorResponseDto'] & {
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
 * タグの統合（統合元の案件・コラムの紐づけと名前を統合先へ移し、統合元を削除。統合元のタグページは統合先へ 301）
 * POST /api/admin/item/tag/tag-integration
 */
export const adminItemTagTagIntegration = /* @__PURE__ */ defineMutation<AdminItemTagTagIntegrationBody, AdminItemTagTagIntegrationResponse, AdminItemTagTagIntegrationError>('adminItemTag', 'adminItemTagTagIntegration', {
  method: 'post',
  path: '/api/admin/item/tag/tag-integration',
  variables: 'body',
});
export type AdminItemTagTagIntegrationBody = components['schemas']['AdminTagIntegrationBodyDto'];
export type AdminItemTagTagIntegrationResponse = components['schemas']['AdminTagIntegrationResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemTagTagIntegrationError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_STALE_VERSION' | 'TAG_MERGE_ALIASES_TOO_LONG' | 'TAG_MERGE_DELETED';
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
 * タグ統合の統合先候補（統合元を除く公開中のタグと案件数）
 * GET /api/admin/item/tag/tag-list-for-integration-input
 */
export const adminItemTagTagListForIntegrationInput = /* @__PURE__ */ defineQuery<AdminItemTagTagListForIntegrationInputParams, AdminItemTagTagListForIntegrationInputResponse, AdminItemTagTagListForIntegrationInputError>('adminItemTag', 'adminItemTagTagListForIntegrationInput', {
  method: 'get',
  path: '/api/admin/item/tag/tag-list-for-integration-input',
  variables: 'params',
});
export type AdminItemTagTagListForIntegrationInputParams = {
  /** 統合元のタグ */
  id: number;
  /** 件数 */
  limit?: number;
  /** 絞り込み（タグ名・別名に含む。全角半角・大文字小文字を区別しない） */
  term?: string;
};
export type AdminItemTagTagListForIntegrationInputResponse = components['schemas']['AdminTagIntegrationCandidatesResponseDto'];
/** The documented error bodies (400, 401, 404, 500, 503). */
export type AdminItemTagTagListForIntegrationInputError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'TAG_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * タグの入力候補（タグ名・別名の前方一致を優先し、部分一致も。全角半角・大文字小文字を区別しない）
 * GET /api/admin/item/tag/term-search
 */
export const adminItemTagTermSearch = /* @__PURE__ */ defineQuery<AdminItemTagTermSearchParams, AdminItemTagTermSearchResponse, AdminItemTagTermSearchError>('adminItemTag', 'adminItemTagTermSearch', {
  method: 'get',
  path: '/api/admin/item/tag/term-search',
  variables: 'params',
});
export type AdminItemTagTermSearchParams = {
  /** 件数 */
  limit?: number;
  /** 入力中の文字列 */
  term: string;
};
export type AdminItemTagTermSearchResponse = components['schemas']['TermSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagTermSearchError = components['schemas']['ErrorResponseDto'] & {
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
