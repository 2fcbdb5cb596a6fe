import { Injectable } from '@nestjs/common';
import type { MailHandler, MailJobName, MailJobs } from './mail.types';

/**
 * Job name → handler. Feature modules register theirs at start (onModuleInit), e.g.
 * `registry.register('mail.contact-received', (p) => this.renderContactReceived(p.contactId))`.
 */
@Injectable()
export class MailHandlerRegistry {
  // Payload types differ per job; the registry only pairs a name with its handler.
  private readonly handlers = new Map<string, MailHandler<never>>();

  register<N extends MailJobName>(name: N, handler: MailHandler<MailJobs[N]>): void {
    if (this.handlers.has(name)) throw new Error(`Mail handler already registered: ${name}`);
    this.handlers.set(name, handler);
  }

  get(name: string): MailHandler<unknown> | undefined {
    // Jobs are enqueued through MailService.enqueue, typed by MailJobs, so a name's payload fits its handler.
    return this.handlers.get(name) as MailHandler<unknown> | undefined;
  }
}
