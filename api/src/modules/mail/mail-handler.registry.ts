import { Injectable } from '@nestjs/common';
import type { MailHandler, MailJobName, MailJobs } from './mail.types';

/**
 * Job name → handler. Feature modules register theirs at start (onModuleInit), e.g.
 * `registry.register('mail.contact-received', (p) => this.renderContactReceived(p.contactId))`.
 */
@Injectable()
export class MailHandlerRegistry {
  private readonly handlers = new Map<string, MailHandler<any>>();

  register<N extends MailJobName>(name: N, handler: MailHandler<MailJobs[N]>): void {
    if (this.handlers.has(name)) throw new Error(`Mail handler already registered: ${name}`);
    this.handlers.set(name, handler);
  }

  get(name: string): MailHandler<unknown> | undefined {
    return this.handlers.get(name);
  }
}
