import { declareErrorCodes } from '../../../common/errors/error-catalogue';
import { DomainError } from '../../../common/errors/domain-error';

export enum MailErrorCode {
  /** The mail named for a re-send is not a dead letter (already re-sent, or no such mail). */
  DEAD_LETTER_NOT_FOUND = 'DEAD_LETTER_NOT_FOUND',
}

declareErrorCodes('mail', MailErrorCode, {
  DEAD_LETTER_NOT_FOUND: { status: 404, message: '再送できるメールが見つかりませんでした（すでに再送済みの可能性があります）' },
});

export class DeadLetterNotFoundError extends DomainError {
  constructor() {
    super(MailErrorCode.DEAD_LETTER_NOT_FOUND);
  }
}
