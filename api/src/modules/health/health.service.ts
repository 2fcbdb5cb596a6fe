import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthCheckResult, type HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import type { HealthResponseDto, OutboxHealthDto, QueueHealthDto } from './health.controller';

type RedisState = HealthResponseDto['redis'];

/**
 * /api/health through @nestjs/terminus, flattened to our JSON. Red (status 'error', 503) when the
 * database does not answer, when mail sits in the outbox longer than the stuck threshold
 * (OUTBOX_STUCK_AFTER_MS) — the queue has been unreachable that long — or while the app shuts down.
 * Redis down on its own is 'degraded' in terminus terms and stays 200: posts still answer, their mail
 * waits in the outbox, and the site works.
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

  async check(): Promise<HealthResponseDto> {
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
      status: result.status === 'ok' || result.status === 'degraded' ? 'ok' : 'error',
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
    return status === 'stuck' ? session.down({ state: status, ...rest }) : session.up({ state: status, ...rest });
  }
}
