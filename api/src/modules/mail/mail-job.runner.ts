import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { MailHandlerRegistry } from './mail-handler.registry';
import { MailTransport } from './mail.transport';
import type { MailJobResult } from './mail.types';

/** Runs one job: the handler loads and renders, the transport sends. Throws to ask for a retry. */
@Injectable()
export class MailJobRunner implements OnApplicationShutdown {
  private readonly logger = new Logger(MailJobRunner.name);

  constructor(
    private readonly registry: MailHandlerRegistry,
    private readonly transport: MailTransport,
  ) {}

  async run(name: string, payload: unknown): Promise<MailJobResult> {
    const handler = this.registry.get(name);
    if (!handler) throw new Error(`No mail handler for job "${name}"`);
    const mail = await handler(payload);
    if (!mail) {
      this.logger.warn(`${name} skipped: its record is gone (${JSON.stringify(payload)})`);
      return { status: 'skipped', reason: 'record gone' };
    }
    const messageId = await this.transport.send(mail);
    return { status: 'sent', messageId };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
