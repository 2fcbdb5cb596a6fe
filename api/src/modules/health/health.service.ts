import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import type { HealthResponseDto } from './health.controller';

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async check(): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([this.databaseStatus(), this.mail.queueHealth()]);
    // Redis down only delays mail (jobs wait); the site still works, so only the database decides.
    return { status: database === 'up' ? 'ok' : 'error', database, redis };
  }

  private async databaseStatus(): Promise<'up' | 'down'> {
    try {
      if (!this.dataSource.isInitialized) return 'down';
      await this.dataSource.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
