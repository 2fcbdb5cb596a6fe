import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum AdminUserErrorCode {
  /** An owner named an unknown staff account (SPEC §7 user/*). */
  ADMIN_USER_NOT_FOUND = 'ADMIN_USER_NOT_FOUND',
  /** The write would leave no owner who can log in (demote, disable or delete the last one). */
  ADMIN_USER_LAST_OWNER = 'ADMIN_USER_LAST_OWNER',
  /** An owner tried to disable or delete their own account (they would lock themselves out mid-session). */
  ADMIN_USER_SELF_LOCKOUT = 'ADMIN_USER_SELF_LOCKOUT',
}

declareErrorCodes('admin-users', AdminUserErrorCode, {
  ADMIN_USER_NOT_FOUND: { status: 404, message: '指定されたスタッフが見つかりませんでした' },
  ADMIN_USER_LAST_OWNER: {
    status: 409,
    message: 'オーナーが1人もいなくなるため、この操作はできません。先に別のスタッフをオーナーにしてください。',
  },
  ADMIN_USER_SELF_LOCKOUT: {
    status: 409,
    message: '自分自身のアカウントは無効化・削除できません。別のオーナーに依頼してください。',
  },
});

export class AdminUserNotFoundError extends DomainError {
  constructor() {
    super(AdminUserErrorCode.ADMIN_USER_NOT_FOUND);
  }
}

export class LastOwnerError extends DomainError {
  constructor() {
    super(AdminUserErrorCode.ADMIN_USER_LAST_OWNER);
  }
}

export class SelfLockoutError extends DomainError {
  constructor() {
    super(AdminUserErrorCode.ADMIN_USER_SELF_LOCKOUT);
  }
}
