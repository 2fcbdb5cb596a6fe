import { DomainError } from '../../common/errors/domain-error';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('auth.invalid_credentials', 'メールアドレスまたはパスワードが正しくありません', 'unauthenticated');
  }
}

export class MemberNotAuthenticatedError extends DomainError {
  constructor() {
    super(
      'auth.member_not_authenticated',
      'メールアドレスの認証が完了していません。届いた認証メールのリンクから登録を完了してください',
      'forbidden',
    );
  }
}

export class PasswordSetupLinkInvalidError extends DomainError {
  constructor() {
    super('auth.password_setup_link_invalid', 'このリンクは無効か、有効期限が切れています。管理者にリンクの再発行を依頼してください。', 'invalid');
  }
}

export class PasswordConfirmationMismatchError extends DomainError {
  constructor() {
    super('auth.password_confirmation_mismatch', '入力内容に誤りがあります', 'invalid', { password_confirmation: ['パスワードが一致しません'] });
  }
}
