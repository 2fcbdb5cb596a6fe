/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-profile": import them as api.memberProfile.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 退会（パスワードの再入力。個人情報は匿名化、スキルシートは削除、すべてのセッションを終了）
 * POST /api/front/delete-user
 */
export const deleteUser = /* @__PURE__ */ defineMutation<DeleteUserBody, DeleteUserResponse, DeleteUserError>('memberProfile', 'deleteUser', {
  method: 'post',
  path: '/api/front/delete-user',
  variables: 'body',
});
export type DeleteUserBody = components['schemas']['DeleteUserRequestDto'];
export type DeleteUserResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 413, 415, 419, 429, 500, 503). */
export type DeleteUserError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_TOKEN_INVALID' | 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'MEMBER_ID_MISMATCH';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_LOGIN_UNAVAILABLE';
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
  code: 'TOO_MANY_ATTEMPTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * お友達紹介リンク（会員 ID を暗号化した ref つきの /introduce の URL）
 * GET /api/front/encrypt-user-id
 */
export const encryptUserId = /* @__PURE__ */ defineQuery<void, EncryptUserIdResponse, EncryptUserIdError>('memberProfile', 'encryptUserId', {
  method: 'get',
  path: '/api/front/encrypt-user-id',
  variables: 'none',
});
export type EncryptUserIdResponse = components['schemas']['EncryptUserIdResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type EncryptUserIdError = components['schemas']['ErrorResponseDto'] & {
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
 * ログイン中の会員の登録情報（入力率つき）
 * GET /api/front/get-user-info
 */
export const getUserInfo = /* @__PURE__ */ defineQuery<GetUserInfoParams | void, GetUserInfoResponse, GetUserInfoError>('memberProfile', 'getUserInfo', {
  method: 'get',
  path: '/api/front/get-user-info',
  variables: 'params',
});
export type GetUserInfoParams = {
  /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
  user_id?: number;
};
export type GetUserInfoResponse = components['schemas']['UserInfoResponseDto'];
/** The documented error bodies (400, 401, 403, 500, 503). */
export type GetUserInfoError = components['schemas']['ErrorResponseDto'] & {
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
 * メールアドレス変更: 新しいアドレスに確認リンクを送る（24時間・1回限り）
 * POST /api/front/send-mail-for-change-mail
 */
export const sendMailForChangeMail = /* @__PURE__ */ defineMutation<SendMailForChangeMailBody, SendMailForChangeMailResponse, SendMailForChangeMailError>('memberProfile', 'sendMailForChangeMail', {
  method: 'post',
  path: '/api/front/send-mail-for-change-mail',
  variables: 'body',
});
export type SendMailForChangeMailBody = components['schemas']['SendMailForChangeMailRequestDto'];
export type SendMailForChangeMailResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 401, 413, 415, 419, 429, 500, 503). */
export type SendMailForChangeMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
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
  code: 'TOO_MANY_MAIL_REQUESTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * メールアドレス変更の確定（確認リンクの token）。ログインIDが変わり、すべてのセッションが終了します
 * POST /api/front/send-mail-for-change-mail-auth
 */
export const sendMailForChangeMailAuth = /* @__PURE__ */ defineMutation<SendMailForChangeMailAuthBody, SendMailForChangeMailAuthResponse, SendMailForChangeMailAuthError>('memberProfile', 'sendMailForChangeMailAuth', {
  method: 'post',
  path: '/api/front/send-mail-for-change-mail-auth',
  variables: 'body',
});
export type SendMailForChangeMailAuthBody = components['schemas']['SendMailForChangeMailAuthRequestDto'];
export type SendMailForChangeMailAuthResponse = components['schemas']['EmailChangedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type SendMailForChangeMailAuthError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'EMAIL_CHANGE_LINK_INVALID' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'TOO_MANY_ATTEMPTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};

/**
 * 広告パラメータ（gclid, utm_*）を会員登録のコンバージョンとして保存
 * POST /api/front/store-offline-cvdata
 */
export const storeOfflineCvdata = /* @__PURE__ */ defineMutation<StoreOfflineCvdataBody, StoreOfflineCvdataResponse, StoreOfflineCvdataError>('memberProfile', 'storeOfflineCvdata', {
  method: 'post',
  path: '/api/front/store-offline-cvdata',
  variables: 'body',
});
export type StoreOfflineCvdataBody = components['schemas']['StoreOfflineCvdataRequestDto'];
export type StoreOfflineCvdataResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type StoreOfflineCvdataError = components['schemas']['ErrorResponseDto'] & {
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
 * 登録情報の更新（SPEC §3 の会員情報、スキルと経験年数、希望条件）
 * POST /api/front/update-user-info
 */
export const updateUserInfo = /* @__PURE__ */ defineMutation<UpdateUserInfoBody, UpdateUserInfoResponse, UpdateUserInfoError>('memberProfile', 'updateUserInfo', {
  method: 'post',
  path: '/api/front/update-user-info',
  variables: 'body',
});
export type UpdateUserInfoBody = components['schemas']['UpdateUserInfoRequestDto'];
export type UpdateUserInfoResponse = components['schemas']['UserInfoResponseDto'];
/** The documented error bodies (400, 401, 403, 413, 415, 419, 500, 503). */
export type UpdateUserInfoError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
