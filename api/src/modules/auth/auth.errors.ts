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
