/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "considers": import them as api.considers.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 検討中から削除（ほかの案件は残る）。結果の ID 一覧を返す
 * POST /api/front/consider/delete-consider-item
 */
export const deleteConsiderItem = /* @__PURE__ */ defineMutation<DeleteConsiderItemBody, DeleteConsiderItemResponse, DeleteConsiderItemError>('considers', 'deleteConsiderItem', {
  method: 'post',
  path: '/api/front/consider/delete-consider-item',
  variables: 'body',
});
export type DeleteConsiderItemBody = components['schemas']['ConsiderItemRequestDto'];
export type DeleteConsiderItemResponse = components['schemas']['ConsiderItemIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type DeleteConsiderItemError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
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
 * 検討中の件数
 * GET /api/front/consider/get-consider-item-count
 */
export const getConsiderItemCount = /* @__PURE__ */ defineQuery<GetConsiderItemCountParams | void, GetConsiderItemCountResponse, GetConsiderItemCountError>('considers', 'getConsiderItemCount', {
  method: 'get',
  path: '/api/front/consider/get-consider-item-count',
  variables: 'params',
});
export type GetConsiderItemCountParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetConsiderItemCountResponse = components['schemas']['ConsiderItemCountResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetConsiderItemCountError = components['schemas']['ErrorResponseDto'] & {
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
 * 案件が検討中にあるか
 * GET /api/front/consider/get-consider-item-exist
 */
export const getConsiderItemExist = /* @__PURE__ */ defineQuery<GetConsiderItemExistParams, GetConsiderItemExistResponse, GetConsiderItemExistError>('considers', 'getConsiderItemExist', {
  method: 'get',
  path: '/api/front/consider/get-consider-item-exist',
  variables: 'params',
});
export type GetConsiderItemExistParams = {
  /** 案件 ID */
  item_id: number;
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetConsiderItemExistResponse = components['schemas']['ConsiderItemExistResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetConsiderItemExistError = components['schemas']['ErrorResponseDto'] & {
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
 * 検討中の案件 ID（追加した順）
 * GET /api/front/consider/get-consider-item-ids
 */
export const getConsiderItemIds = /* @__PURE__ */ defineQuery<GetConsiderItemIdsParams | void, GetConsiderItemIdsResponse, GetConsiderItemIdsError>('considers', 'getConsiderItemIds', {
  method: 'get',
  path: '/api/front/consider/get-consider-item-ids',
  variables: 'params',
});
export type GetConsiderItemIdsParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetConsiderItemIdsResponse = components['schemas']['ConsiderItemIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetConsiderItemIdsError = components['schemas']['ErrorResponseDto'] & {
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
 * 検討中の案件カード（新しく追加した順。募集終了は is_ended=true）
 * GET /api/front/item/get-consider-item-list
 */
export const getConsiderItemList = /* @__PURE__ */ defineQuery<GetConsiderItemListParams | void, GetConsiderItemListResponse, GetConsiderItemListError>('considers', 'getConsiderItemList', {
  method: 'get',
  path: '/api/front/item/get-consider-item-list',
  variables: 'params',
});
export type GetConsiderItemListParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetConsiderItemListResponse = components['schemas']['ConsiderItemListResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetConsiderItemListError = components['schemas']['ErrorResponseDto'] & {
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
 * 検討中に追加（重複しない）。結果の ID 一覧を返す
 * POST /api/front/consider/store-consider-item
 */
export const storeConsiderItem = /* @__PURE__ */ defineMutation<StoreConsiderItemBody, StoreConsiderItemResponse, StoreConsiderItemError>('considers', 'storeConsiderItem', {
  method: 'post',
  path: '/api/front/consider/store-consider-item',
  variables: 'body',
});
export type StoreConsiderItemBody = components['schemas']['ConsiderItemRequestDto'];
export type StoreConsiderItemResponse = components['schemas']['ConsiderItemIdsResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 500, 503). */
export type StoreConsiderItemError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
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
