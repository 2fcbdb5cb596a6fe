import { declareErrorCodes } from '../errors/error-catalogue';
import { DomainError } from '../errors/domain-error';

export enum AdminResourceErrorCode {
  /** The record changed since the edit form read it (optimistic concurrency: `version`). */
  ADMIN_STALE_VERSION = 'ADMIN_STALE_VERSION',
  /** An edit of a soft-deleted record: it must be restored first. */
  ADMIN_RECORD_DELETED = 'ADMIN_RECORD_DELETED',
}

declareErrorCodes('admin-resource', AdminResourceErrorCode, {
  ADMIN_STALE_VERSION: {
    status: 409,
    message: '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。',
  },
  ADMIN_RECORD_DELETED: { status: 409, message: 'このデータは削除されています。復元してから編集してください。' },
});

/** What an edit (`updateRecord`) can answer besides the module's 404: list them in the route's @ApiErrors. */
export const ADMIN_EDIT_ERRORS = [AdminResourceErrorCode.ADMIN_STALE_VERSION, AdminResourceErrorCode.ADMIN_RECORD_DELETED] as const;

export class StaleVersionError extends DomainError {
  constructor() {
    super(AdminResourceErrorCode.ADMIN_STALE_VERSION);
  }
}

export class RecordDeletedError extends DomainError {
  constructor() {
    super(AdminResourceErrorCode.ADMIN_RECORD_DELETED);
  }
}
