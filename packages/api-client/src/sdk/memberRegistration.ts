/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-registration": import them as api.memberRegistration.<operationId> from '@er/api-client'.
import { defineMutation } from '../operation';
import type { components } from '../schema';

/**
 * パスワード再設定リンクが使えるか（使わずに確認。ページを開いたときに確認します）
 * POST /api/front/member-password-reset-check
 */
export const memberPasswordResetCheck = /* @__PURE__ */ defineMutation<MemberPasswordResetCheckBody, MemberPasswordResetCheckResponse, MemberPasswordResetCheckError>('memberRegistration', 'memberPasswordResetCheck', {
  method: 'post',
  path: '/api/front/member-password-reset-check',
  variables: 'body',
});
export type MemberPasswordResetCheckBody = components['schemas']['MemberPasswordResetCheckRequestDto'];
export type MemberPasswordResetCheckResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MemberPasswordResetCheckError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'PASSWORD_RESET_LINK_INVALID' | 'VALIDATION_FAILED';
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
 * パスワード再設定メールの送信（どのアドレスでも同じ応答）
 * POST /api/front/member-password-reset-mail
 */
export const memberPasswordResetMail = /* @__PURE__ */ defineMutation<MemberPasswordResetMailBody, MemberPasswordResetMailResponse, MemberPasswordResetMailError>('memberRegistration', 'memberPasswordResetMail', {
  method: 'post',
  path: '/api/front/member-password-reset-mail',
  variables: 'body',
});
export type MemberPasswordResetMailBody = components['schemas']['MemberPasswordResetMailRequestDto'];
export type MemberPasswordResetMailResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MemberPasswordResetMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 新しいパスワードの設定（リンクは1回限り・1時間有効）。その会員のすべてのセッションを終了します
 * POST /api/front/member-password-reset-update
 */
export const memberPasswordResetUpdate = /* @__PURE__ */ defineMutation<MemberPasswordResetUpdateBody, MemberPasswordResetUpdateResponse, MemberPasswordResetUpdateError>('memberRegistration', 'memberPasswordResetUpdate', {
  method: 'post',
  path: '/api/front/member-password-reset-update',
  variables: 'body',
});
export type MemberPasswordResetUpdateBody = components['schemas']['MemberPasswordResetUpdateRequestDto'];
export type MemberPasswordResetUpdateResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MemberPasswordResetUpdateError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'PASSWORD_RESET_LINK_INVALID' | 'VALIDATION_FAILED';
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
 * 無料会員登録（仮登録と認証メールの送信）。登録済みのメールアドレスでも同じ応答です
 * POST /api/front/member-register
 */
export const memberRegister = /* @__PURE__ */ defineMutation<MemberRegisterBody, MemberRegisterResponse, MemberRegisterError>('memberRegistration', 'memberRegister', {
  method: 'post',
  path: '/api/front/member-register',
  variables: 'body',
});
export type MemberRegisterBody = components['schemas']['MemberRegisterRequestDto'];
export type MemberRegisterResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MemberRegisterError = components['schemas']['ErrorResponseDto'] & {
  code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 認証メールのリンクで本登録を完了し、ログインした状態にする（リンクは1回限り・24時間有効）
 * POST /api/front/member-register-auth-mail-complete
 */
export const memberRegisterAuthMailComplete = /* @__PURE__ */ defineMutation<MemberRegisterAuthMailCompleteBody, MemberRegisterAuthMailCompleteResponse, MemberRegisterAuthMailCompleteError>('memberRegistration', 'memberRegisterAuthMailComplete', {
  method: 'post',
  path: '/api/front/member-register-auth-mail-complete',
  variables: 'body',
});
export type MemberRegisterAuthMailCompleteBody = components['schemas']['MemberAuthMailCompleteRequestDto'];
export type MemberRegisterAuthMailCompleteResponse = components['schemas']['MemberLoginResponseDto'];
/** The documented error bodies (400, 403, 413, 415, 419, 429, 500, 503). */
export type MemberRegisterAuthMailCompleteError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'REGISTRATION_LINK_INVALID' | 'VALIDATION_FAILED';
  statusCode: 400;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'AUTH_EMAIL_NOT_VERIFIED';
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
 * 認証メールの再送信（どのアドレスでも同じ応答）
 * POST /api/front/member-send-auth-mail
 */
export const memberSendAuthMail = /* @__PURE__ */ defineMutation<MemberSendAuthMailBody, MemberSendAuthMailResponse, MemberSendAuthMailError>('memberRegistration', 'memberSendAuthMail', {
  method: 'post',
  path: '/api/front/member-send-auth-mail',
  variables: 'body',
});
export type MemberSendAuthMailBody = components['schemas']['MemberSendAuthMailRequestDto'];
export type MemberSendAuthMailResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type MemberSendAuthMailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * LP の簡易登録（お名前・メール・電話）: 仮登録し、パスワード設定リンク（24時間）をメールで送る。どのアドレスでも同じ応答
 * POST /api/front/temporary/register
 */
export const register = /* @__PURE__ */ defineMutation<RegisterBody, RegisterResponse, RegisterError>('memberRegistration', 'register', {
  method: 'post',
  path: '/api/front/temporary/register',
  variables: 'body',
});
export type RegisterBody = components['schemas']['TemporaryRegisterRequestDto'];
export type RegisterResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type RegisterError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
 * 簡易登録のパスワード設定メールの再送信（どのアドレスでも同じ応答）
 * POST /api/front/temporary/sendmail
 */
export const sendmail = /* @__PURE__ */ defineMutation<SendmailBody, SendmailResponse, SendmailError>('memberRegistration', 'sendmail', {
  method: 'post',
  path: '/api/front/temporary/sendmail',
  variables: 'body',
});
export type SendmailBody = components['schemas']['TemporarySendmailRequestDto'];
export type SendmailResponse = components['schemas']['AcceptedResponseDto'];
/** The documented error bodies (400, 413, 415, 419, 429, 500, 503). */
export type SendmailError = components['schemas']['ErrorResponseDto'] & {
  code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
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
  code: 'TOO_MANY_MAIL_REQUESTS';
  statusCode: 429;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
