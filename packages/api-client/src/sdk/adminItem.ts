/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "admin-item": import them as api.adminItem.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 案件のエリアの選択肢（表示順）
 * GET /api/admin/item/area-all
 */
export const adminItemAreaAll = /* @__PURE__ */ defineQuery<void, AdminItemAreaAllResponse, AdminItemAreaAllError>('adminItem', 'adminItemAreaAll', {
  method: 'get',
  path: '/api/admin/item/area-all',
  variables: 'none',
});
export type AdminItemAreaAllResponse = components['schemas']['AdminItemAreaListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminItemAreaAllError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件の業界の選択肢（表示順）
 * GET /api/admin/item/biz-category-all
 */
export const adminItemBizCategoryAll = /* @__PURE__ */ defineQuery<void, AdminItemBizCategoryAllResponse, AdminItemBizCategoryAllError>('adminItem', 'adminItemBizCategoryAll', {
  method: 'get',
  path: '/api/admin/item/biz-category-all',
  variables: 'none',
});
export type AdminItemBizCategoryAllResponse = components['schemas']['AdminItemBizCategoryListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminItemBizCategoryAllError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件の状態ごとの件数（一覧のタブ: 公開中・公開予定・下書き・募集終了・削除済み）
 * GET /api/admin/item/count-info
 */
export const adminItemCountInfo = /* @__PURE__ */ defineQuery<AdminItemCountInfoParams | void, AdminItemCountInfoResponse, AdminItemCountInfoError>('adminItem', 'adminItemCountInfo', {
  method: 'get',
  path: '/api/admin/item/count-info',
  variables: 'params',
});
export type AdminItemCountInfoParams = {
  /** エリア（area-all の id） */
  area_id?: number;
  /** 業界（biz-category-all の id） */
  biz_category_id?: number;
  /** キーワード（案件名・詳細・必須/尚可要件。空白で区切った語をすべて含む） */
  keyword?: string;
  /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
  published_from?: string;
  /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
  published_to?: string;
  /** 単価（円/月）がこの額以上（単価の上限がこの額以上の案件。単価のない案件は含みません） */
  rate_from?: number;
  /** 単価（円/月）がこの額以下（単価の下限がこの額以下の案件。単価のない案件は含みません） */
  rate_to?: number;
  /** タグ（このタグが付いた案件） */
  tag_id?: number;
};
export type AdminItemCountInfoResponse = components['schemas']['CountInfoResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemCountInfoError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件の削除（検索・タグページ・詳細ページからすぐに消えます）
 * POST /api/admin/item/delete
 */
export const adminItemDelete = /* @__PURE__ */ defineMutation<AdminItemDeleteBody, AdminItemDeleteResponse, AdminItemDeleteError>('adminItem', 'adminItemDelete', {
  method: 'post',
  path: '/api/admin/item/delete',
  variables: 'body',
});
export type AdminItemDeleteBody = components['schemas']['IdBodyDto'];
export type AdminItemDeleteResponse = components['schemas']['AffectedIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type AdminItemDeleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
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
 * 案件の詳細（名前付き。削除済みも）
 * GET /api/admin/item/detail/{id}
 */
export const adminItemDetail = /* @__PURE__ */ defineQuery<AdminItemDetailParams, AdminItemDetailResponse, AdminItemDetailError>('adminItem', 'adminItemDetail', {
  method: 'get',
  path: '/api/admin/item/detail/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminItemDetailParams = {
  id: number;
};
export type AdminItemDetailResponse = components['schemas']['AdminItemDetailDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminItemDetailError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 案件の編集フォームの内容（register にそのまま送れる形と version）
 * GET /api/admin/item/edit-info/{id}
 */
export const adminItemEditInfo = /* @__PURE__ */ defineQuery<AdminItemEditInfoParams, AdminItemEditInfoResponse, AdminItemEditInfoError>('adminItem', 'adminItemEditInfo', {
  method: 'get',
  path: '/api/admin/item/edit-info/{id}',
  pathParams: ['id'],
  variables: 'params',
});
export type AdminItemEditInfoParams = {
  id: number;
};
export type AdminItemEditInfoResponse = components['schemas']['AdminItemEditInfoDto'];
/** The documented error bodies (401, 404, 500, 503). */
export type AdminItemEditInfoError = components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * ピックアップタグ（トップページに出すタグ。設定はタグの編集で）
 * GET /api/admin/item/pickup-tag
 */
export const adminItemPickupTag = /* @__PURE__ */ defineQuery<void, AdminItemPickupTagResponse, AdminItemPickupTagError>('adminItem', 'adminItemPickupTag', {
  method: 'get',
  path: '/api/admin/item/pickup-tag',
  variables: 'none',
});
export type AdminItemPickupTagResponse = components['schemas']['AdminItemTagListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminItemPickupTagError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件の登録（id なし）・保存（id と version。公開・公開予定・募集終了・下書きへの変更も）
 * POST /api/admin/item/register
 */
export const adminItemRegister = /* @__PURE__ */ defineMutation<AdminItemRegisterBody, AdminItemRegisterResponse, AdminItemRegisterError>('adminItem', 'adminItemRegister', {
  method: 'post',
  path: '/api/admin/item/register',
  variables: 'body',
});
export type AdminItemRegisterBody = components['schemas']['AdminItemRegisterBodyDto'];
export type AdminItemRegisterResponse = components['schemas']['AdminItemEditInfoDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type AdminItemRegisterError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ADMIN_FORBIDDEN_ROLE';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ITEM_NOT_FOUND';
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
 * パートナーの案件メールから下書きを作成（読み取った項目は要確認。公開されません）
 * POST /api/admin/item/register-email-temporary
 */
export const adminItemRegisterEmailTemporary = /* @__PURE__ */ defineMutation<AdminItemRegisterEmailTemporaryBody, AdminItemRegisterEmailTemporaryResponse, AdminItemRegisterEmailTemporaryError>('adminItem', 'adminItemRegisterEmailTemporary', {
  method: 'post',
  path: '/api/admin/item/register-email-temporary',
  variables: 'body',
});
export type AdminItemRegisterEmailTemporaryBody = components['schemas']['AdminItemEmailTemporaryBodyDto'];
export type AdminItemRegisterEmailTemporaryResponse = components['schemas']['AdminItemEmailTemporaryResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type AdminItemRegisterEmailTemporaryError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件の一覧（状態・キーワード・タグ・エリア・業界・単価・公開日で絞り込み）
 * GET /api/admin/item/search
 */
export const adminItemSearch = /* @__PURE__ */ defineQuery<AdminItemSearchParams | void, AdminItemSearchResponse, AdminItemSearchError>('adminItem', 'adminItemSearch', {
  method: 'get',
  path: '/api/admin/item/search',
  variables: 'params',
});
export type AdminItemSearchParams = {
  /** エリア（area-all の id） */
  area_id?: number;
  /** 業界（biz-category-all の id） */
  biz_category_id?: number;
  /** キーワード（案件名・詳細・必須/尚可要件。空白で区切った語をすべて含む） */
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
  /** 単価（円/月）がこの額以上（単価の上限がこの額以上の案件。単価のない案件は含みません） */
  rate_from?: number;
  /** 単価（円/月）がこの額以下（単価の下限がこの額以下の案件。単価のない案件は含みません） */
  rate_to?: number;
  /** 並べ替えの項目 */
  sort?: 'updated_at' | 'published_at' | 'id' | 'rate';
  /** 状態（一覧のタブ）。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み */
  status?: components['schemas']['ListingStatus'];
  /** タグ（このタグが付いた案件） */
  tag_id?: number;
};
export type AdminItemSearchResponse = components['schemas']['AdminItemSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemSearchError = components['schemas']['ErrorResponseDto'] & {
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
 * 特集タグ（スキルとは別に出す企画・特集のタグ。設定はタグの編集で）
 * GET /api/admin/item/special-tag
 */
export const adminItemSpecialTag = /* @__PURE__ */ defineQuery<void, AdminItemSpecialTagResponse, AdminItemSpecialTagError>('adminItem', 'adminItemSpecialTag', {
  method: 'get',
  path: '/api/admin/item/special-tag',
  variables: 'none',
});
export type AdminItemSpecialTagResponse = components['schemas']['AdminItemTagListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type AdminItemSpecialTagError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件フォームのタグ入力候補（タグ名・別名に入力中の語をすべて含む、削除済みを除く）
 * GET /api/admin/item/tag-list-for-item-input
 */
export const adminItemTagListForItemInput = /* @__PURE__ */ defineQuery<AdminItemTagListForItemInputParams, AdminItemTagListForItemInputResponse, AdminItemTagListForItemInputError>('adminItem', 'adminItemTagListForItemInput', {
  method: 'get',
  path: '/api/admin/item/tag-list-for-item-input',
  variables: 'params',
});
export type AdminItemTagListForItemInputParams = {
  /** 件数 */
  limit?: number;
  /** 入力中の文字列 */
  term: string;
};
export type AdminItemTagListForItemInputResponse = components['schemas']['TermSearchResponseDto'];
/** The documented error bodies (400, 401, 500, 503). */
export type AdminItemTagListForItemInputError = components['schemas']['ErrorResponseDto'] & {
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
