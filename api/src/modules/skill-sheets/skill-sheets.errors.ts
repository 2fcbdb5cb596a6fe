import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum SkillSheetErrorCode {
  /** The upload carried no file in the `file` field. */
  SKILL_SHEET_FILE_REQUIRED = 'SKILL_SHEET_FILE_REQUIRED',
  /** Not an accepted type by its content (xlsx, xls, docx, doc, pdf), an extension that disagrees, or a zip over the limits. */
  SKILL_SHEET_FILE_TYPE = 'SKILL_SHEET_FILE_TYPE',
  /** Over 10 MB. */
  SKILL_SHEET_FILE_TOO_LARGE = 'SKILL_SHEET_FILE_TOO_LARGE',
  /** The multipart body itself is broken or has parts the form never sends (a second file, another file field). */
  SKILL_SHEET_UPLOAD_MALFORMED = 'SKILL_SHEET_UPLOAD_MALFORMED',
  /** The member already keeps the most sheets allowed. */
  SKILL_SHEET_LIMIT_REACHED = 'SKILL_SHEET_LIMIT_REACHED',
  /** No sheet of this member has that id (another member's sheet answers the same, see the controller). */
  SKILL_SHEET_NOT_FOUND = 'SKILL_SHEET_NOT_FOUND',
}

/** Most sheets one member keeps at a time (SPEC is silent; a résumé in a few versions and languages fits). */
export const MAX_SKILL_SHEETS_PER_MEMBER = 20;

export const SKILL_SHEET_TYPE_MESSAGE = 'Excel・Word・PDF のファイルを選択してください';
export const SKILL_SHEET_SIZE_MESSAGE = '10MB以下のファイルを選択してください';

declareErrorCodes('skill-sheets', SkillSheetErrorCode, {
  SKILL_SHEET_FILE_REQUIRED: { status: 400, message: 'ファイルを選択してください' },
  SKILL_SHEET_FILE_TYPE: { status: 400, message: SKILL_SHEET_TYPE_MESSAGE },
  SKILL_SHEET_FILE_TOO_LARGE: { status: 400, message: SKILL_SHEET_SIZE_MESSAGE },
  SKILL_SHEET_UPLOAD_MALFORMED: { status: 400, message: 'ファイルを送信できませんでした。ファイルを1つ選択して、もう一度お試しください' },
  SKILL_SHEET_LIMIT_REACHED: {
    status: 409,
    message: `スキルシートは${MAX_SKILL_SHEETS_PER_MEMBER}件まで登録できます。不要なファイルを削除してから追加してください`,
  },
  SKILL_SHEET_NOT_FOUND: { status: 404, message: '指定されたスキルシートが見つかりませんでした' },
});

/** A refused upload: the message goes under the `file` field (and is the top message too). */
export class SkillSheetFileError extends DomainError {
  constructor(
    code:
      | SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED
      | SkillSheetErrorCode.SKILL_SHEET_FILE_TYPE
      | SkillSheetErrorCode.SKILL_SHEET_FILE_TOO_LARGE
      | SkillSheetErrorCode.SKILL_SHEET_UPLOAD_MALFORMED,
    message?: string,
  ) {
    super(code, message, {});
    const text = this.message;
    this.errors.file = [text];
  }
}

export class SkillSheetLimitReachedError extends DomainError {
  constructor() {
    super(SkillSheetErrorCode.SKILL_SHEET_LIMIT_REACHED);
  }
}

export class SkillSheetNotFoundError extends DomainError {
  constructor(message?: string) {
    super(SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND, message);
  }
}
