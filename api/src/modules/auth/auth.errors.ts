import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum AuthErrorCode {
  AUTH_INVALID_CREDENTIALS = 'AUTH_INVALID_CREDENTIALS',
  /** A provisional member (registration mail link not followed yet) tried to log in. */
  AUTH_EMAIL_NOT_VERIFIED = 'AUTH_EMAIL_NOT_VERIFIED',
  /** A staff account an owner has disabled (user/edit `disable`) gave its right password. */
  AUTH_STAFF_DISABLED = 'AUTH_STAFF_DISABLED',
  AUTH_PASSWORD_SETUP_LINK_INVALID = 'AUTH_PASSWORD_SETUP_LINK_INVALID',
  AUTH_PASSWORD_CONFIRMATION_MISMATCH = 'AUTH_PASSWORD_CONFIRMATION_MISMATCH',
  /** SPEC §7's user_id named another member than the one logged in (issue 12: never another member's data). */
  MEMBER_ID_MISMATCH = 'MEMBER_ID_MISMATCH',
}

declareErrorCodes('auth', AuthErrorCode, {
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'メールアドレスまたはパスワードが正しくありません' },
  AUTH_EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'メールアドレスの認証が完了していません。届いた認証メールのリンクから登録を完了してください',
  },
  AUTH_STAFF_DISABLED: { status: 403, message: 'このアカウントは無効になっています。ログインするには、オーナーに有効化を依頼してください。' },
  AUTH_PASSWORD_SETUP_LINK_INVALID: {
    status: 400,
    message: 'このリンクは無効か、有効期限が切れています。管理者にリンクの再発行を依頼してください。',
  },
  AUTH_PASSWORD_CONFIRMATION_MISMATCH: { status: 400, message: '入力内容に誤りがあります' },
  MEMBER_ID_MISMATCH: { status: 403, message: '他の会員の情報は表示・変更できません' },
});

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(AuthErrorCode.AUTH_INVALID_CREDENTIALS);
  }
}

export class MemberNotAuthenticatedError extends DomainError {
  constructor() {
    super(AuthErrorCode.AUTH_EMAIL_NOT_VERIFIED);
  }
}

export class StaffDisabledError extends DomainError {
  constructor() {
    super(AuthErrorCode.AUTH_STAFF_DISABLED);
  }
}

export class PasswordSetupLinkInvalidError extends DomainError {
  constructor() {
    super(AuthErrorCode.AUTH_PASSWORD_SETUP_LINK_INVALID);
  }
}

export class PasswordConfirmationMismatchError extends DomainError {
  constructor() {
    super(AuthErrorCode.AUTH_PASSWORD_CONFIRMATION_MISMATCH, undefined, { password_confirmation: ['パスワードが一致しません'] });
  }
}

export class MemberIdMismatchError extends DomainError {
  constructor() {
    super(AuthErrorCode.MEMBER_ID_MISMATCH);
  }
}
