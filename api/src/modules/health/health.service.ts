import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthCheckResult, type HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import type { HealthReportDto, OutboxHealthDto, QueueHealthDto } from './health.controller';

type RedisState = HealthReportDto['redis'];

/**
 * The health report through @nestjs/terminus, flattened to our JSON. 'error' (the public /api/health
 * answers 503) when the database does not answer, when due mail sits in the outbox longer than the stuck
 * threshold (OUTBOX_STUCK_AFTER_MS) — the queue has been unreachable that long — or while the app shuts
 * down. 'degraded' (still 200: posts answer, their mail waits in the outbox, the site works) while Redis
 * is down, or while sends fail (mail waiting for a retry) or dead letters wait for staff.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly terminus: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly typeOrm: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async check(): Promise<HealthReportDto> {
    let result: HealthCheckResult;
    try {
      result = await this.terminus.check([
        () => this.typeOrm.pingCheck('database', { connection: this.dataSource }).withTimeout(1500),
        () => this.redis(),
        () => this.queue(),
        () => this.outbox(),
      ]);
    } catch (error) {
      // terminus answers a failed check by throwing 503 with the full result.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      result = error.getResponse() as HealthCheckResult;
    }
    const details = result.details as Record<string, Record<string, unknown> | undefined>;
    const outbox = details.outbox ?? {};
    const queue = details.queue ?? {};
    return {
      status: result.status === 'ok' ? 'ok' : result.status === 'degraded' ? 'degraded' : 'error',
      database: details.database?.status === 'up' ? 'up' : 'down',
      redis: (details.redis?.state as RedisState | undefined) ?? 'down',
      queue: {
        driver: queue.driver as QueueHealthDto['driver'],
        waiting: (queue.waiting as number | null) ?? null,
        active: (queue.active as number | null) ?? null,
        delayed: (queue.delayed as number | null) ?? null,
        failed: (queue.failed as number | null) ?? null,
      },
      outbox: {
        status: (outbox.state as OutboxHealthDto['status'] | undefined) ?? 'unknown',
        pending: (outbox.pending as number | null) ?? null,
        retrying: (outbox.retrying as number | null) ?? null,
        dead: (outbox.dead as number | null) ?? null,
        oldest_pending_seconds: (outbox.oldestPendingSeconds as number | null) ?? null,
      },
    };
  }

  private async redis(): Promise<HealthIndicatorResult<'redis'>> {
    const state = await this.mail.queueHealth();
    const session = this.indicator.check('redis');
    return state === 'down' ? session.degraded({ state }) : session.up({ state });
  }

  private async queue(): Promise<HealthIndicatorResult<'queue'>> {
    return this.indicator.check('queue').up({ ...(await this.mail.queueStatus()) });
  }

  private async outbox(): Promise<HealthIndicatorResult<'outbox'>> {
    const { status, ...rest } = await this.mail.outboxHealth();
    const session = this.indicator.check('outbox');
    if (status === 'stuck') return session.down({ state: status, ...rest });
    return status === 'failing' ? session.degraded({ state: status, ...rest }) : session.up({ state: status, ...rest });
  }
}
