import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE_DRIVER, type MailJobName, type MailJobs, type MailQueueDriver } from './mail.types';

/** The only way code sends mail: enqueue a named job carrying ids; the processor does the rest. */
@Injectable()
export class MailService {
  constructor(@Inject(MAIL_QUEUE_DRIVER) private readonly driver: MailQueueDriver) {}

  enqueue<N extends MailJobName>(jobName: N, payload: MailJobs[N]): Promise<{ id: string }> {
    return this.driver.add(jobName, payload);
  }

  /** For the health check: Redis reachability, or 'not configured' for the in-process queue. */
  queueHealth(): Promise<'up' | 'down' | 'not configured'> {
    return this.driver.health();
  }
}
