import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum AccountErrorCode {
  /** The registration link is unknown, used or older than 24 h. */
  REGISTRATION_LINK_INVALID = 'REGISTRATION_LINK_INVALID',
  /** The password-reset link is unknown, used or older than 1 h. */
  PASSWORD_RESET_LINK_INVALID = 'PASSWORD_RESET_LINK_INVALID',
  /** The e-mail change link is unknown, used or older than 24 h. */
  EMAIL_CHANGE_LINK_INVALID = 'EMAIL_CHANGE_LINK_INVALID',
  /** SPEC's user_id named another member than the one logged in. */
  MEMBER_ID_MISMATCH = 'MEMBER_ID_MISMATCH',
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
    message: 'このパスワード再設定リンクは無効か、有効期限（1時間）が切れています。お手数ですが、もう一度お申し込みください。',
  },
  EMAIL_CHANGE_LINK_INVALID: {
    status: 400,
    message: 'このメールアドレス変更リンクは無効か、有効期限（24時間）が切れています。お手数ですが、マイページからもう一度お手続きください。',
  },
  MEMBER_ID_MISMATCH: { status: 403, message: '他の会員の情報は表示・変更できません' },
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

export class MemberIdMismatchError extends DomainError {
  constructor() {
    super(AccountErrorCode.MEMBER_ID_MISMATCH);
  }
}
