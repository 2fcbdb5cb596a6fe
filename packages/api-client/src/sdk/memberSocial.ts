/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-social": import them as api.memberSocial.<operationId> from '@er/api-client'.
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * ソーシャルアカウントの連携を解除する（最後のログイン方法は解除不可）。会員にお知らせメールを送る
 * POST /api/front/socialaccount/cancel-account-authenticate
 */
export const cancelAccountAuthenticate = /* @__PURE__ */ defineMutation<CancelAccountAuthenticateBody, CancelAccountAuthenticateResponse, CancelAccountAuthenticateError>('memberSocial', 'cancelAccountAuthenticate', {
  method: 'post',
  path: '/api/front/socialaccount/cancel-account-authenticate',
  variables: 'body',
});
export type CancelAccountAuthenticateBody = components['schemas']['CancelSocialAccountRequestDto'];
export type CancelAccountAuthenticateResponse = components['schemas']['SocialAccountListResponseDto'];
/** The documented error bodies (400, 401, 409, 413, 415, 419, 500, 503). */
export type CancelAccountAuthenticateError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_LAST_LOGIN_METHOD';
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
 * ソーシャルアカウントが会員に連携済みか
 * POST /api/front/socialaccount/check-account-used
 */
export const checkAccountUsed = /* @__PURE__ */ defineMutation<CheckAccountUsedBody, CheckAccountUsedResponse, CheckAccountUsedError>('memberSocial', 'checkAccountUsed', {
  method: 'post',
  path: '/api/front/socialaccount/check-account-used',
  variables: 'body',
});
export type CheckAccountUsedBody = components['schemas']['SocialIdTokenRequestDto'];
export type CheckAccountUsedResponse = components['schemas']['SocialAccountUsedResponseDto'];
/** The documented error bodies (400, 401, 404, 413, 415, 419, 429, 500, 503). */
export type CheckAccountUsedError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_TOKEN_INVALID';
  statusCode: 401;
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
 * ログイン中の会員のソーシャルアカウント連携状態
 * GET /api/front/socialaccount/get-account-list
 */
export const getAccountList = /* @__PURE__ */ defineQuery<void, GetAccountListResponse, GetAccountListError>('memberSocial', 'getAccountList', {
  method: 'get',
  path: '/api/front/socialaccount/get-account-list',
  variables: 'none',
});
export type GetAccountListResponse = components['schemas']['SocialAccountListResponseDto'];
/** The documented error bodies (401, 500, 503). */
export type GetAccountListError = components['schemas']['ErrorResponseDto'] & {
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
 * ソーシャルログイン（Firebase の ID トークン）。連携済みならログイン、未登録なら会員登録の入力候補を返す
 * POST /api/front/member-social-account-login
 */
export const memberSocialAccountLogin = /* @__PURE__ */ defineMutation<MemberSocialAccountLoginBody, MemberSocialAccountLoginResponse, MemberSocialAccountLoginError>('memberSocial', 'memberSocialAccountLogin', {
  method: 'post',
  path: '/api/front/member-social-account-login',
  variables: 'body',
});
export type MemberSocialAccountLoginBody = components['schemas']['SocialIdTokenRequestDto'];
export type MemberSocialAccountLoginResponse = components['schemas']['SocialLoginResponseDto'];
/** The documented error bodies (400, 401, 404, 413, 415, 419, 429, 500, 503). */
export type MemberSocialAccountLoginError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_TOKEN_INVALID';
  statusCode: 401;
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
 * ソーシャルアカウントを連携する（Firebase の ID トークン。ログインから10分を過ぎていればパスワードも）。会員にお知らせメールを送る
 * POST /api/front/socialaccount/setting-account-authenticate
 */
export const settingAccountAuthenticate = /* @__PURE__ */ defineMutation<SettingAccountAuthenticateBody, SettingAccountAuthenticateResponse, SettingAccountAuthenticateError>('memberSocial', 'settingAccountAuthenticate', {
  method: 'post',
  path: '/api/front/socialaccount/setting-account-authenticate',
  variables: 'body',
});
export type SettingAccountAuthenticateBody = components['schemas']['SettingAccountAuthenticateRequestDto'];
export type SettingAccountAuthenticateResponse = components['schemas']['SocialAccountListResponseDto'];
/** The documented error bodies (400, 401, 403, 404, 409, 413, 415, 419, 429, 500, 503). */
export type SettingAccountAuthenticateError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_TOKEN_INVALID' | 'UNAUTHENTICATED';
  statusCode: 401;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'RECENT_LOGIN_REQUIRED';
  statusCode: 403;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_LOGIN_UNAVAILABLE';
  statusCode: 404;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SOCIAL_ACCOUNT_IN_USE' | 'SOCIAL_TYPE_ALREADY_LINKED';
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
  code: 'TOO_MANY_ATTEMPTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
