import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { RepeatedWarning } from '../../../common/redis/repeated-warning';
import { MailJobRunner } from '../mail-job.runner';
import { MAIL_QUEUE, type MailJobResult } from '../mail.types';

/**
 * BullMQ worker of the mail queue: loads, renders, sends (MailJobRunner). A job is one attempt; a failed
 * one is reported to its outbox row after BullMQ removed it (the 'failed' event), and the relay adds it
 * again under the same id when its retry time comes.
 */
@Processor(MAIL_QUEUE)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly connectionWarning = new RepeatedWarning(this.logger, 'mail worker');

  constructor(private readonly runner: MailJobRunner) {
    super();
  }

  process(job: Job): Promise<MailJobResult> {
    return this.runner.run(job.id!, job.name, job.data);
  }

  /**
   * Shutdown (graceful-shutdown.ts): finish the running job while the database pool and the SMTP transport
   * are still open. @nestjs/bullmq closes workers only in onApplicationShutdown, the phase that also closes
   * those; worker.close() is idempotent, so its later call is a no-op.
   */
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  /**
   * Connection trouble (Redis away): the worker reconnects by itself and /api/health reports it. Without
   * a listener BullMQ prints every reconnect failure to the console; log a repeated message once a minute.
   */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.connectionWarning.warn(error);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job?.id) return Promise.resolve();
    return this.runner.failed(job.id, job.name, error);
  }
}
