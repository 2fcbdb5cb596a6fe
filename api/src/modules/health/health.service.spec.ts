import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import type { OutboxHealth } from '../mail/outbox/mail-outbox';
import { HealthService } from './health.service';

describe('HealthService', () => {
  const up = { isInitialized: true, options: { type: 'mariadb' }, query: async () => [{ 1: 1 }] };
  const down = { isInitialized: true, options: { type: 'mariadb' }, query: async () => Promise.reject(new Error('gone')) };
  const calm: OutboxHealth = { status: 'ok', pending: 0, retrying: 0, dead: 0, oldestPendingSeconds: null };

  async function check(dataSource: object, redis: 'up' | 'down' | 'not configured', outbox: OutboxHealth) {
    const mail = {
      queueHealth: async () => redis,
      queueStatus: async () => ({ driver: 'bullmq', waiting: redis === 'down' ? null : 0, active: redis === 'down' ? null : 0, delayed: null, failed: null }),
      outboxHealth: async () => outbox,
    };
    const moduleRef = await Test.createTestingModule({
      imports: [TerminusModule.forRoot({ logger: false })],
      providers: [HealthService, { provide: DataSource, useValue: dataSource }, { provide: MailService, useValue: mail }],
    }).compile();
    try {
      return await moduleRef.get(HealthService).check();
    } finally {
      await moduleRef.close();
    }
  }

  it('is an error when the database does not answer (controller answers 503)', async () => {
    expect(await check(down, 'down', { status: 'unknown', pending: null, retrying: null, dead: null, oldestPendingSeconds: null })).toMatchObject({
      status: 'error',
      database: 'down',
      redis: 'down',
      outbox: { status: 'unknown' },
    });
  });

  it('is degraded (not an error) when only Redis is down and the outbox moves (mail waits, the site works)', async () => {
    expect(await check(up, 'down', { status: 'ok', pending: 3, retrying: 0, dead: 0, oldestPendingSeconds: 5 })).toEqual({
      status: 'degraded',
      database: 'up',
      redis: 'down',
      queue: { driver: 'bullmq', waiting: null, active: null, delayed: null, failed: null },
      outbox: { status: 'ok', pending: 3, retrying: 0, dead: 0, oldest_pending_seconds: 5 },
    });
  });

  it('is degraded while sends fail or dead letters wait for staff', async () => {
    expect(await check(up, 'up', { status: 'failing', pending: 4, retrying: 4, dead: 0, oldestPendingSeconds: 30 })).toMatchObject({ status: 'degraded', outbox: { status: 'failing', retrying: 4 } });
    expect(await check(up, 'up', { status: 'failing', pending: 0, retrying: 0, dead: 1, oldestPendingSeconds: null })).toMatchObject({ status: 'degraded', outbox: { status: 'failing', dead: 1 } });
  });

  it('is an error while the outbox is stuck, whatever Redis says', async () => {
    expect(await check(up, 'up', { status: 'stuck', pending: 2, retrying: 0, dead: 0, oldestPendingSeconds: 90 })).toMatchObject({
      status: 'error',
      database: 'up',
      redis: 'up',
      outbox: { status: 'stuck', pending: 2, oldest_pending_seconds: 90 },
    });
  });

  it('is ok with everything up', async () => {
    expect(await check(up, 'not configured', calm)).toMatchObject({ status: 'ok', database: 'up', redis: 'not configured', outbox: { status: 'ok', pending: 0 } });
  });
});
