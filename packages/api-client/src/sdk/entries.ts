/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "entries": import them as api.entries.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 公開中の案件にエントリー（201: 新規。同じ案件へのエントリー中に再度送ると 200 で最初のエントリーを返し、保存もメールも1回だけ）
 * POST /api/front/entry
 */
export const entry = /* @__PURE__ */ defineMutation<EntryBody, EntryResponse, EntryError>('entries', 'entry', {
  method: 'post',
  path: '/api/front/entry',
  variables: 'body',
});
export type EntryBody = components['schemas']['EntryRequestDto'];
export type EntryResponse = components['schemas']['EntryResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type EntryError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'ENTRY_FIELDS_INVALID' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENTRY_ITEM_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENTRY_ITEM_ENDED';
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
 * エントリー数（SPEC §7 "Entered (applied) count"。エントリー履歴の件数、ないときは 0）
 * GET /api/front/get-enterd-count
 */
export const getEnterdCount = /* @__PURE__ */ defineQuery<GetEnterdCountParams | void, GetEnterdCountResponse, GetEnterdCountError>('entries', 'getEnterdCount', {
  method: 'get',
  path: '/api/front/get-enterd-count',
  variables: 'params',
});
export type GetEnterdCountParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetEnterdCountResponse = components['schemas']['EnterdCountResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetEnterdCountError = components['schemas']['ErrorResponseDto'] & {
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
 * 自分のエントリー1件（案件カードと選考状況の履歴つき）。ほかの会員のエントリーは 404
 * GET /api/front/get-enterd-item
 */
export const getEnterdItem = /* @__PURE__ */ defineQuery<GetEnterdItemParams, GetEnterdItemResponse, GetEnterdItemError>('entries', 'getEnterdItem', {
  method: 'get',
  path: '/api/front/get-enterd-item',
  variables: 'params',
});
export type GetEnterdItemParams = {
  /** エントリー ID */
  id: number;
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetEnterdItemResponse = components['schemas']['EntryResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 500, 503). */
export type GetEnterdItemError = components['schemas']['ErrorResponseDto'] & {
  code: 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * エントリー履歴: 自分のエントリーの新しい順（案件カード、エントリー日時、選考状況、提出したスキルシート、メッセージ）
 * GET /api/front/item/get-enterd-item-list
 */
export const getEnterdItemList = /* @__PURE__ */ defineQuery<GetEnterdItemListParams | void, GetEnterdItemListResponse, GetEnterdItemListError>('entries', 'getEnterdItemList', {
  method: 'get',
  path: '/api/front/item/get-enterd-item-list',
  variables: 'params',
});
export type GetEnterdItemListParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetEnterdItemListResponse = components['schemas']['EnterdItemListResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetEnterdItemListError = components['schemas']['ErrorResponseDto'] & {
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
 * この案件にエントリー中か（案件詳細のボタン用。未ログインでも 401 にならず false）
 * GET /api/front/is-enterd
 */
export const isEnterd = /* @__PURE__ */ defineQuery<IsEnterdParams, IsEnterdResponse, IsEnterdError>('entries', 'isEnterd', {
  method: 'get',
  path: '/api/front/is-enterd',
  variables: 'params',
});
export type IsEnterdParams = {
  /** 案件 ID */
  item_id: number;
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type IsEnterdResponse = components['schemas']['IsEnterdResponseDto'];
/** The documented error bodies (400, 403, 500, 503). */
export type IsEnterdError = components['schemas']['ErrorResponseDto'] & {
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
 * エントリーの辞退（選考状況が「エントリー済み」のときだけ）
 * POST /api/front/withdraw-entry
 */
export const withdrawEntry = /* @__PURE__ */ defineMutation<WithdrawEntryBody, WithdrawEntryResponse, WithdrawEntryError>('entries', 'withdrawEntry', {
  method: 'post',
  path: '/api/front/withdraw-entry',
  variables: 'body',
});
export type WithdrawEntryBody = components['schemas']['WithdrawEntryRequestDto'];
export type WithdrawEntryResponse = components['schemas']['EntryResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 500, 503). */
export type WithdrawEntryError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENTRY_NOT_FOUND';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'ENTRY_NOT_WITHDRAWABLE';
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
