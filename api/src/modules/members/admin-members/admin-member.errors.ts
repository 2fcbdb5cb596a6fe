import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum AdminMemberErrorCode {
  /** Staff named a member that does not exist or has withdrawn (SPEC §7 member/*). */
  ADMIN_MEMBER_NOT_FOUND = 'ADMIN_MEMBER_NOT_FOUND',
  /** member/send-auth-mail for a member who has already followed the link (本登録). */
  ADMIN_MEMBER_ALREADY_REGISTERED = 'ADMIN_MEMBER_ALREADY_REGISTERED',
  /** member/send-auth-mail within a minute of the member's last link. */
  ADMIN_MEMBER_AUTH_MAIL_TOO_SOON = 'ADMIN_MEMBER_AUTH_MAIL_TOO_SOON',
}

declareErrorCodes('admin-members', AdminMemberErrorCode, {
  ADMIN_MEMBER_NOT_FOUND: { status: 404, message: '指定された会員が見つかりませんでした（退会済みの可能性があります）' },
  ADMIN_MEMBER_ALREADY_REGISTERED: { status: 409, message: 'この会員は本登録済みのため、認証メールは送れません' },
  ADMIN_MEMBER_AUTH_MAIL_TOO_SOON: { status: 429, message: '認証メールは1分以内に送信済みです。しばらく待ってからもう一度お試しください' },
});

export class AdminMemberNotFoundError extends DomainError {
  constructor() {
    super(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND);
  }
}

export class AdminMemberAlreadyRegisteredError extends DomainError {
  constructor() {
    super(AdminMemberErrorCode.ADMIN_MEMBER_ALREADY_REGISTERED);
  }
}

export class AdminMemberAuthMailTooSoonError extends DomainError {
  constructor() {
    super(AdminMemberErrorCode.ADMIN_MEMBER_AUTH_MAIL_TOO_SOON);
    this.retryAfterSeconds = 60;
  }
}
