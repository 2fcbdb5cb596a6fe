import { DomainError } from '../../common/errors/domain-error';
import { CONTACT_MESSAGES } from './contact-rules';

export class ContactRateLimitedError extends DomainError {
  constructor() {
    super('contacts.rate_limited', CONTACT_MESSAGES.rateLimited, 'rate_limited');
  }
}
