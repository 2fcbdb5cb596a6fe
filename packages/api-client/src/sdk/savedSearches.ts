/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "saved-searches": import them as api.savedSearches.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 保存した検索条件を削除（残りの一覧を返す）
 * POST /api/front/saved-search/delete-saved-search
 */
export const deleteSavedSearch = /* @__PURE__ */ defineMutation<DeleteSavedSearchBody, DeleteSavedSearchResponse, DeleteSavedSearchError>('savedSearches', 'deleteSavedSearch', {
  method: 'post',
  path: '/api/front/saved-search/delete-saved-search',
  variables: 'body',
});
export type DeleteSavedSearchBody = components['schemas']['SavedSearchIdRequestDto'];
export type DeleteSavedSearchResponse = components['schemas']['SavedSearchListResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type DeleteSavedSearchError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SAVED_SEARCH_NOT_FOUND';
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
 * この検索条件を保存済みか（検索ページの「この条件を保存」ボタン用。未ログインでも 401 にならず false）
 * GET /api/front/saved-search/get-saved-search-exist
 */
export const getSavedSearchExist = /* @__PURE__ */ defineQuery<GetSavedSearchExistParams | void, GetSavedSearchExistResponse, GetSavedSearchExistError>('savedSearches', 'getSavedSearchExist', {
  method: 'get',
  path: '/api/front/saved-search/get-saved-search-exist',
  variables: 'params',
});
export type GetSavedSearchExistParams = {
  /** エリアID（いずれか） */
  areas?: number[];
  /** 契約形態ID（いずれか） */
  contract_types?: number[];
  /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
  include_no_rate?: 0 | 1;
  /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
  keyword?: string;
  /** 単価の上限（万円/月） */
  rate_max?: number;
  /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
  rate_min?: number;
  /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
  remote?: number[];
  /** タグページのタグID（/item/tag/{id} で保存したとき） */
  tag_id?: number;
  /** タグID（指定したすべてのタグを持つ案件） */
  tags?: number[];
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
  /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
  weekly_days?: number;
};
export type GetSavedSearchExistResponse = components['schemas']['SavedSearchExistResponseDto'];
/** The documented error bodies (400, 403, 500, 503). */
export type GetSavedSearchExistError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 保存した検索条件の一覧（新しい順。表示名、検索ページのパス、メールの受け取り設定）
 * GET /api/front/saved-search/get-saved-search-list
 */
export const getSavedSearchList = /* @__PURE__ */ defineQuery<GetSavedSearchListParams | void, GetSavedSearchListResponse, GetSavedSearchListError>('savedSearches', 'getSavedSearchList', {
  method: 'get',
  path: '/api/front/saved-search/get-saved-search-list',
  variables: 'params',
});
export type GetSavedSearchListParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetSavedSearchListResponse = components['schemas']['SavedSearchListResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetSavedSearchListError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 検索条件を保存（201: 新規。同じ条件を保存済みなら 200 で保存済みのものを返す。1会員20件まで）
 * POST /api/front/saved-search/store-saved-search
 */
export const storeSavedSearch = /* @__PURE__ */ defineMutation<StoreSavedSearchBody, StoreSavedSearchResponse, StoreSavedSearchError>('savedSearches', 'storeSavedSearch', {
  method: 'post',
  path: '/api/front/saved-search/store-saved-search',
  variables: 'body',
});
export type StoreSavedSearchBody = components['schemas']['StoreSavedSearchRequestDto'];
export type StoreSavedSearchResponse = components['schemas']['StoreSavedSearchResponseDto'];
/** The documented error bodies (400, 401, 403, 409, 413, 415, 419, 500, 503). */
export type StoreSavedSearchError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SAVED_SEARCH_CONDITIONS_INVALID' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SAVED_SEARCH_LIMIT_REACHED';
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
 * 新着案件メールの配信停止（メールの署名つきリンクから。ログイン不要、何度開いても同じ結果）
 * POST /api/front/saved-search/unsubscribe-saved-search-mail
 */
export const unsubscribeSavedSearchMail = /* @__PURE__ */ defineMutation<UnsubscribeSavedSearchMailBody, UnsubscribeSavedSearchMailResponse, UnsubscribeSavedSearchMailError>('savedSearches', 'unsubscribeSavedSearchMail', {
  method: 'post',
  path: '/api/front/saved-search/unsubscribe-saved-search-mail',
  variables: 'body',
});
export type UnsubscribeSavedSearchMailBody = components['schemas']['UnsubscribeSavedSearchMailRequestDto'];
export type UnsubscribeSavedSearchMailResponse = components['schemas']['UnsubscribeSavedSearchMailResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 500, 503). */
export type UnsubscribeSavedSearchMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SAVED_SEARCH_UNSUBSCRIBE_INVALID' | 'VALIDATION_FAILED';
  statusCode: 400;
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
 * 保存した検索条件の新着案件メール（1日1回）を受け取るかを変更
 * POST /api/front/saved-search/update-saved-search-mail
 */
export const updateSavedSearchMail = /* @__PURE__ */ defineMutation<UpdateSavedSearchMailBody, UpdateSavedSearchMailResponse, UpdateSavedSearchMailError>('savedSearches', 'updateSavedSearchMail', {
  method: 'post',
  path: '/api/front/saved-search/update-saved-search-mail',
  variables: 'body',
});
export type UpdateSavedSearchMailBody = components['schemas']['UpdateSavedSearchMailRequestDto'];
export type UpdateSavedSearchMailResponse = components['schemas']['SavedSearchResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type UpdateSavedSearchMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SAVED_SEARCH_NOT_FOUND';
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
