import { declareErrorCodes } from '../../common/errors/error-catalogue';
import { DomainError } from '../../common/errors/domain-error';
import { CONTACT_MESSAGES } from './contact-rules';

export enum ContactErrorCode {
  /** Issue 4: the per-IP budget of inquiry/request posts is used up (Retry-After says for how long). */
  CONTACT_RATE_LIMITED = 'CONTACT_RATE_LIMITED',
}

declareErrorCodes('contacts', ContactErrorCode, {
  CONTACT_RATE_LIMITED: { status: 429, message: CONTACT_MESSAGES.rateLimited },
});

export class ContactRateLimitedError extends DomainError {
  constructor() {
    super(ContactErrorCode.CONTACT_RATE_LIMITED);
  }
}
