import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum ExternalUserErrorCode {
  /** No external user of that id (SPEC §7 external-user/*). */
  EXTERNAL_USER_NOT_FOUND = 'EXTERNAL_USER_NOT_FOUND',
  /** The service already has a person of that external id. */
  EXTERNAL_USER_DUPLICATE = 'EXTERNAL_USER_DUPLICATE',
  /** The external user is linked to a member already (a merge is not undone or redone). */
  EXTERNAL_USER_ALREADY_MERGED = 'EXTERNAL_USER_ALREADY_MERGED',
  /** The member to merge with does not exist or has withdrawn. */
  EXTERNAL_USER_MEMBER_NOT_FOUND = 'EXTERNAL_USER_MEMBER_NOT_FOUND',
}

declareErrorCodes('external-users', ExternalUserErrorCode, {
  EXTERNAL_USER_NOT_FOUND: { status: 404, message: '指定された外部ユーザーが見つかりませんでした' },
  EXTERNAL_USER_DUPLICATE: { status: 409, message: 'この提携元には同じ外部IDの人がすでに登録されています' },
  EXTERNAL_USER_ALREADY_MERGED: { status: 409, message: 'この外部ユーザーはすでに会員と統合されています' },
  EXTERNAL_USER_MEMBER_NOT_FOUND: { status: 404, message: '指定された会員が見つかりませんでした（退会済みの可能性があります）' },
});

export class ExternalUserError extends DomainError {
  constructor(code: ExternalUserErrorCode) {
    super(code);
  }
}
