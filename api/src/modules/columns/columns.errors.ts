import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum ColumnErrorCode {
  /** Staff named an unknown column connect (SPEC §7 column-connect/*). */
  COLUMN_CONNECT_NOT_FOUND = 'COLUMN_CONNECT_NOT_FOUND',
  /** Staff named an unknown column tag connect (SPEC §7 column-tag-connect/*). */
  COLUMN_TAG_CONNECT_NOT_FOUND = 'COLUMN_TAG_CONNECT_NOT_FOUND',
}

declareErrorCodes('columns', ColumnErrorCode, {
  COLUMN_CONNECT_NOT_FOUND: { status: 404, message: '指定された案件のコラム連携が見つかりませんでした' },
  COLUMN_TAG_CONNECT_NOT_FOUND: { status: 404, message: '指定されたタグのコラム連携が見つかりませんでした' },
});

export class ColumnConnectNotFoundError extends DomainError {
  constructor() {
    super(ColumnErrorCode.COLUMN_CONNECT_NOT_FOUND);
  }
}

export class ColumnTagConnectNotFoundError extends DomainError {
  constructor() {
    super(ColumnErrorCode.COLUMN_TAG_CONNECT_NOT_FOUND);
  }
}
