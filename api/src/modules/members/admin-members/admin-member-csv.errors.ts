import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum AdminMemberCsvErrorCode {
  /** member/chunk-download for a part past the last one (the list shrank, or a stale link). */
  ADMIN_MEMBER_CSV_PART_NOT_FOUND = 'ADMIN_MEMBER_CSV_PART_NOT_FOUND',
}

declareErrorCodes('admin-member-csv', AdminMemberCsvErrorCode, {
  ADMIN_MEMBER_CSV_PART_NOT_FOUND: { status: 404, message: '指定された番号の分割ファイルはありません。分割の一覧を読み直してください' },
});

export class AdminMemberCsvPartNotFoundError extends DomainError {
  constructor() {
    super(AdminMemberCsvErrorCode.ADMIN_MEMBER_CSV_PART_NOT_FOUND);
  }
}
