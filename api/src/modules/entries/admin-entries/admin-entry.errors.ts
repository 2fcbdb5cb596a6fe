import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum AdminEntryErrorCode {
  /** Staff named an entry that does not exist or was deleted (SPEC §7 entry/*). */
  ADMIN_ENTRY_NOT_FOUND = 'ADMIN_ENTRY_NOT_FOUND',
  /** entry/entry-user: the member has withdrawn from the site (退会); the entry stays for the record. */
  ADMIN_ENTRY_MEMBER_GONE = 'ADMIN_ENTRY_MEMBER_GONE',
  /** entry/update-status: a move the status rules do not allow (status-moves.ts), e.g. back more than one step. */
  ADMIN_ENTRY_STATUS_MOVE_REFUSED = 'ADMIN_ENTRY_STATUS_MOVE_REFUSED',
  /** entry/update-status: the member withdrew (辞退); the entry stays as they left it. */
  ADMIN_ENTRY_WITHDRAWN = 'ADMIN_ENTRY_WITHDRAWN',
  /** entry/update-status: an invalid (無効) entry is set aside; make it valid first. */
  ADMIN_ENTRY_INVALID = 'ADMIN_ENTRY_INVALID',
  /** entry/update-validity: the member has another current entry for the listing (one per member and listing). */
  ADMIN_ENTRY_SLOT_TAKEN = 'ADMIN_ENTRY_SLOT_TAKEN',
}

declareErrorCodes('admin-entries', AdminEntryErrorCode, {
  ADMIN_ENTRY_NOT_FOUND: { status: 404, message: '指定されたエントリーが見つかりませんでした（削除された可能性があります）' },
  ADMIN_ENTRY_MEMBER_GONE: { status: 404, message: 'このエントリーの会員は退会済みです' },
  ADMIN_ENTRY_STATUS_MOVE_REFUSED: {
    status: 409,
    message: 'このステータスには変更できません。先へ進めるか、1つ前に戻すことだけができます。画面を読み込み直して、現在のステータスを確認してください。',
  },
  ADMIN_ENTRY_WITHDRAWN: { status: 409, message: '会員が辞退したエントリーのステータスは変更できません' },
  ADMIN_ENTRY_INVALID: { status: 409, message: '無効のエントリーのステータスは変更できません。先に有効に戻してください。' },
  ADMIN_ENTRY_SLOT_TAKEN: {
    status: 409,
    message: 'この会員は同じ案件に有効なエントリーがあるため、有効に戻せません。先にそちらを無効にしてください。',
  },
});

export class AdminEntryNotFoundError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND);
  }
}

export class AdminEntryStatusMoveRefusedError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_STATUS_MOVE_REFUSED);
  }
}

export class AdminEntryWithdrawnError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_WITHDRAWN);
  }
}

export class AdminEntryInvalidError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_INVALID);
  }
}

export class AdminEntrySlotTakenError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_SLOT_TAKEN);
  }
}

export class AdminEntryMemberGoneError extends DomainError {
  constructor() {
    super(AdminEntryErrorCode.ADMIN_ENTRY_MEMBER_GONE);
  }
}
