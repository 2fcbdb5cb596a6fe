import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { MailHandlerRegistry } from './mail-handler.registry';
import { MailTransport } from './mail.transport';
import type { MailJobResult } from './mail.types';
import { MailOutboxRepository } from './outbox/mail-outbox.repository';
import { retryDelayMs } from './retry-delay';

/**
 * Runs one job (id = outbox row id): the handler loads and renders, the transport sends with a Message-ID
 * made from the row id, and the outcome is written to the row — the row, not the queue, is the record of
 * the mail. Throws to report a failed attempt; the queue driver then calls failed() once it has let go of
 * the job, so the relay can hand the row over again (same job id) when its retry time comes.
 */
@Injectable()
export class MailJobRunner implements OnApplicationShutdown {
  private readonly logger = new Logger(MailJobRunner.name);

  constructor(
    private readonly registry: MailHandlerRegistry,
    private readonly transport: MailTransport,
    private readonly outbox: MailOutboxRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async run(id: string, name: string, payload: unknown): Promise<MailJobResult> {
    const handler = this.registry.get(name);
    if (!handler) throw new Error(`No mail handler for job "${name}"`);
    const mail = await handler(payload);
    if (!mail) {
      // The payload may carry a one-time link: the log names the job only.
      this.logger.warn(`${name} ${id} skipped: its record is gone`);
      await this.outbox.markFinished(id, 'skipped', new Date());
      return { status: 'skipped', reason: 'record gone' };
    }
    const messageId = await this.transport.send(mail, this.messageIdFor(id));
    await this.outbox.markFinished(id, 'sent', new Date());
    return { status: 'sent', messageId };
  }

  /**
   * A failed attempt of the job `id`, reported by the queue driver after it dropped the job: the row waits
   * for its next attempt (capped exponential backoff), or becomes a dead letter when the attempts are used up.
   */
  async failed(id: string, name: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    try {
      const row = await this.outbox.findPending(id);
      if (!row) return;
      const attempts = row.sendAttempts + 1;
      const at = new Date();
      const dead = attempts >= this.config.mailAttempts;
      const retryAt = dead ? null : new Date(at.getTime() + retryDelayMs(attempts, this.config.mailBackoffMs, this.config.mailBackoffMaxMs));
      if (!(await this.outbox.markSendFailed(id, row.sendAttempts, message, at, retryAt))) return;
      if (dead) this.logger.error(`${name} ${id} failed ${attempts} times, kept as a dead letter for staff to re-send: ${message}`);
      else this.logger.warn(`${name} ${id} attempt ${attempts}/${this.config.mailAttempts} failed, retry at ${retryAt!.toISOString()}: ${message}`);
    } catch (e) {
      // The row stays dispatched: the relay hands it over again after mailRedispatchAfterMs.
      this.logger.warn(`${name} ${id} failed (${message}) and the outbox could not be updated: ${(e as Error).message}`);
    }
  }

  /** `<row id@APP_URL's host>`: the same for every attempt, so receiving systems collapse a mail sent twice. */
  messageIdFor(id: string): string {
    return `<${id}@${new URL(this.config.appUrl).hostname}>`;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
