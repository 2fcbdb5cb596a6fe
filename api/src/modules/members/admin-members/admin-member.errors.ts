import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum AdminMemberErrorCode {
  /** Staff named a member that does not exist or has withdrawn (SPEC §7 member/*). */
  ADMIN_MEMBER_NOT_FOUND = 'ADMIN_MEMBER_NOT_FOUND',
}

declareErrorCodes('admin-members', AdminMemberErrorCode, {
  ADMIN_MEMBER_NOT_FOUND: { status: 404, message: '指定された会員が見つかりませんでした（退会済みの可能性があります）' },
});

export class AdminMemberNotFoundError extends DomainError {
  constructor() {
    super(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND);
  }
}
