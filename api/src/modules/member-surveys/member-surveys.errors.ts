import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';

export enum MemberSurveyErrorCode {
  /** Staff named an answer of the working-style questionnaire that does not exist (SPEC §7 engineerstyle/*). */
  ENGINEER_STYLE_NOT_FOUND = 'ENGINEER_STYLE_NOT_FOUND',
  /** Staff named an answer of the freelance-start questionnaire that does not exist (SPEC §7 freelancestart/*). */
  FREELANCE_START_NOT_FOUND = 'FREELANCE_START_NOT_FOUND',
}

declareErrorCodes('member-surveys', MemberSurveyErrorCode, {
  ENGINEER_STYLE_NOT_FOUND: { status: 404, message: '指定された働き方アンケートの回答が見つかりませんでした' },
  FREELANCE_START_NOT_FOUND: { status: 404, message: '指定されたフリーランス準備アンケートの回答が見つかりませんでした' },
});

export class EngineerStyleNotFoundError extends DomainError {
  constructor() {
    super(MemberSurveyErrorCode.ENGINEER_STYLE_NOT_FOUND);
  }
}

export class FreelanceStartNotFoundError extends DomainError {
  constructor() {
    super(MemberSurveyErrorCode.FREELANCE_START_NOT_FOUND);
  }
}
