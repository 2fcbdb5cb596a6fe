import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum AccountErrorCode {
  /** The registration link is unknown, used or older than 24 h. */
  REGISTRATION_LINK_INVALID = 'REGISTRATION_LINK_INVALID',
  /** The password-reset link (1 h) or the short sign-up's password link (24 h) is unknown, used or expired. */
  PASSWORD_RESET_LINK_INVALID = 'PASSWORD_RESET_LINK_INVALID',
  /** The e-mail change link is unknown, used or older than 24 h. */
  EMAIL_CHANGE_LINK_INVALID = 'EMAIL_CHANGE_LINK_INVALID',
  /** The Firebase ID token did not verify (forged, expired, another project, a provider we do not offer). */
  SOCIAL_TOKEN_INVALID = 'SOCIAL_TOKEN_INVALID',
  /** Social sign-in without the Firebase settings. */
  SOCIAL_LOGIN_UNAVAILABLE = 'SOCIAL_LOGIN_UNAVAILABLE',
  /** The provider account is linked to another member. */
  SOCIAL_ACCOUNT_IN_USE = 'SOCIAL_ACCOUNT_IN_USE',
  /** The member already linked another account of that provider. */
  SOCIAL_TYPE_ALREADY_LINKED = 'SOCIAL_TYPE_ALREADY_LINKED',
  /** Unlinking would leave the member no way to log in. */
  SOCIAL_LAST_LOGIN_METHOD = 'SOCIAL_LAST_LOGIN_METHOD',
  /** Linking a social account needs a login of the last minutes, or the password typed again. */
  RECENT_LOGIN_REQUIRED = 'RECENT_LOGIN_REQUIRED',
  /** A value the DTO cannot check alone (an unknown prefecture or contract type, a password that differs from its repetition). */
  ACCOUNT_FIELDS_INVALID = 'ACCOUNT_FIELDS_INVALID',
}

declareErrorCodes('account', AccountErrorCode, {
  REGISTRATION_LINK_INVALID: {
    status: 400,
    message: 'この認証リンクは無効か、有効期限（24時間）が切れています。お手数ですが、認証メールを再送信してください。',
  },
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    message: 'このパスワード設定リンクは無効か、有効期限が切れています。お手数ですが、パスワード再設定ページからもう一度お申し込みください。',
  },
  EMAIL_CHANGE_LINK_INVALID: {
    status: 400,
    message: 'このメールアドレス変更リンクは無効か、有効期限（24時間）が切れています。お手数ですが、マイページからもう一度お手続きください。',
  },
  SOCIAL_TOKEN_INVALID: { status: 401, message: 'ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。' },
  SOCIAL_LOGIN_UNAVAILABLE: { status: 404, message: 'ソーシャルアカウントでのログインは現在ご利用いただけません。' },
  SOCIAL_ACCOUNT_IN_USE: { status: 409, message: 'このソーシャルアカウントは別の会員に連携されています。' },
  SOCIAL_TYPE_ALREADY_LINKED: { status: 409, message: 'このサービスのアカウントはすでに連携済みです。別のアカウントに切り替える場合は、先に連携を解除してください。' },
  SOCIAL_LAST_LOGIN_METHOD: {
    status: 409,
    message: 'ログインできる方法がなくなるため、連携を解除できません。先にパスワードを設定してください（パスワード再設定ページから設定できます）。',
  },
  RECENT_LOGIN_REQUIRED: {
    status: 403,
    message: 'セキュリティのため、ソーシャルアカウントを連携するにはパスワードをもう一度入力してください。パスワードを設定していない場合は、ログインし直してからお試しください。',
  },
  ACCOUNT_FIELDS_INVALID: { status: 400, message: '入力内容に誤りがあります' },
});

export class RegistrationLinkInvalidError extends DomainError {
  constructor() {
    super(AccountErrorCode.REGISTRATION_LINK_INVALID);
  }
}

export class PasswordResetLinkInvalidError extends DomainError {
  constructor() {
    super(AccountErrorCode.PASSWORD_RESET_LINK_INVALID);
  }
}

/** Field errors found by the service (same body shape as a DTO's validation errors). */
export class AccountFieldsInvalidError extends DomainError {
  constructor(errors: Record<string, string[]>) {
    super(AccountErrorCode.ACCOUNT_FIELDS_INVALID, undefined, errors);
  }
}

export class EmailChangeLinkInvalidError extends DomainError {
  constructor() {
    super(AccountErrorCode.EMAIL_CHANGE_LINK_INVALID);
  }
}

/** Thrown with one of the social codes above (each has its status and message declared). */
export class SocialAccountError extends DomainError {
  constructor(
    code:
      | AccountErrorCode.SOCIAL_TOKEN_INVALID
      | AccountErrorCode.SOCIAL_LOGIN_UNAVAILABLE
      | AccountErrorCode.SOCIAL_ACCOUNT_IN_USE
      | AccountErrorCode.SOCIAL_TYPE_ALREADY_LINKED
      | AccountErrorCode.SOCIAL_LAST_LOGIN_METHOD
      | AccountErrorCode.RECENT_LOGIN_REQUIRED,
  ) {
    super(code);
  }
}
