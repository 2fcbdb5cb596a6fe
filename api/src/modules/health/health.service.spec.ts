import type { DataSource } from 'typeorm';
import type { MailService } from '../mail/mail.service';
import { HealthService } from './health.service';

describe('HealthService', () => {
  const mail = { queueHealth: async () => 'down' as const } as unknown as MailService;

  it('is an error when the database does not answer (controller answers 503)', async () => {
    const ds = { isInitialized: true, query: async () => Promise.reject(new Error('gone')) } as unknown as DataSource;
    expect(await new HealthService(ds, mail).check()).toEqual({ status: 'error', database: 'down', redis: 'down' });
  });

  it('stays ok when only Redis is down (mail waits, the site works)', async () => {
    const ds = { isInitialized: true, query: async () => [{ 1: 1 }] } as unknown as DataSource;
    expect(await new HealthService(ds, mail).check()).toEqual({ status: 'ok', database: 'up', redis: 'down' });
  });
});
