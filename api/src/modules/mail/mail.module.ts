import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, OnModuleInit, Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { AdminDeadLetterController } from './admin/admin-dead-letter.controller';
import { DevMailController } from './dev-mail.controller';
import { MailHandlerRegistry } from './mail-handler.registry';
import { MailJobRunner } from './mail-job.runner';
import { MailService } from './mail.service';
import { MailTransport } from './mail.transport';
import { MAIL_QUEUE, MAIL_QUEUE_DRIVER } from './mail.types';
import { MailOutbox } from './outbox/mail-outbox';
import { DEFAULT_MAIL_OUTBOX_OPTIONS, MAIL_OUTBOX_OPTIONS } from './outbox/mail-outbox.options';
import { MailOutboxRelay } from './outbox/mail-outbox.relay';
import { MailOutboxRepository } from './outbox/mail-outbox.repository';
import { BullMailQueue } from './queue/bull-mail.queue';
import { InProcessMailQueue } from './queue/in-process-mail.queue';
import { MailProcessor } from './queue/mail.processor';
import { workerConnectionFromUrl } from '../../common/redis/redis-connection';
import { renderTestMail } from './templates/test-mail.template';

/**
 * Mail: MailService.enqueue() → outbox table (in the caller's transaction) → MailOutboxRelay → queue
 * (BullMQ with REDIS_URL, else in-process) → MailJobRunner
 * (handler renders, MailTransport sends by SMTP or to files), which reports the outcome to the outbox row.
 * Dead letters for staff at /api/admin/mail/dead-letter; dev outbox pages only with config.devMail.
 *
 * `runsJobs` (see jobsRunHere): the relay, the runner and the queue's worker are registered only in a process
 * that runs jobs. Elsewhere (the API beside a worker process) enqueue() writes the outbox row and nothing
 * more; the worker's relay picks the row up on its next poll. The queue producer stays for the health figures.
 */
@Module({})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly registry: MailHandlerRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  static forRoot(config: AppConfig, runsJobs = true): DynamicModule {
    // Without Redis the queue is this process, so it runs the jobs (loadConfig refuses JOBS_IN_API=false there).
    if (!config.redisUrl && !runsJobs) throw new Error('MailModule: without REDIS_URL the process that enqueues mail runs its jobs');
    const imports = [];
    const providers: Provider[] = [
      MailHandlerRegistry,
      MailTransport,
      MailService,
      MailOutbox,
      MailOutboxRepository,
      { provide: MAIL_OUTBOX_OPTIONS, useFactory: () => ({ ...DEFAULT_MAIL_OUTBOX_OPTIONS }) },
    ];
    if (runsJobs) providers.push(MailJobRunner, MailOutboxRelay);
    if (config.redisUrl) {
      imports.push(
        // The worker's connection; the relay adds jobs through BullMailQueue's fail-fast producer connection.
        BullModule.forRoot({ connection: workerConnectionFromUrl(config.redisUrl), prefix: config.queuePrefix }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      );
      providers.push(BullMailQueue, { provide: MAIL_QUEUE_DRIVER, useExisting: BullMailQueue });
      if (runsJobs) providers.push(MailProcessor);
    } else {
      providers.push(InProcessMailQueue, { provide: MAIL_QUEUE_DRIVER, useExisting: InProcessMailQueue });
    }
    // Development tools only where asked for (config.devMail: development/test, or DEV_MAIL=1): in production
    // the outbox pages would show every mail sent and let anyone send one.
    const controllers: Type[] = config.devMail ? [AdminDeadLetterController, DevMailController] : [AdminDeadLetterController];
    return {
      module: MailModule,
      global: true,
      imports,
      controllers,
      providers,
      exports: [MailService, MailHandlerRegistry, MAIL_OUTBOX_OPTIONS],
    };
  }

  onModuleInit(): void {
    this.registry.register('mail.test', async ({ to }) => renderTestMail(to, this.config.appUrl));
  }
}
