import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AdminHealthController, HealthController } from './health.controller';
import { HealthService } from './health.service';

// @nestjs/terminus 12.1 declares NestJS 12 in its peer range. Its own failure log is off: the outbox
// relay logs a queue outage once when it starts and once when it ends, not on every probe.
@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController, AdminHealthController], providers: [HealthService] })
export class HealthModule {}
