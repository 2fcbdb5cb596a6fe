import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminAccess } from '../auth/admin-access';
import { HealthService } from './health.service';

export class QueueHealthDto {
  @ApiProperty({ enum: ['bullmq', 'in-process'], description: 'bullmq: REDIS_URL が設定されている（Redis 上のキュー）' })
  driver!: 'bullmq' | 'in-process';

  @ApiProperty({ type: Number, nullable: true, description: '待機中のジョブ数（Redis に接続できないときは null）' })
  waiting!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  active!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '遅延中のジョブ数（インプロセスでは null。再試行は outbox が管理する）' })
  delayed!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'キューの失敗セットのジョブ数（インプロセスでは null。失敗した送信は outbox の retrying / dead に数える）' })
  failed!: number | null;
}

export class OutboxHealthDto {
  @ApiProperty({
    enum: ['ok', 'failing', 'stuck', 'unknown'],
    description: 'stuck: キューへ渡せていないメールが一定時間（既定60秒）以上残っている（status は error）。failing: 送信に失敗して再試行待ち、または送信不能（dead）のメールがある（status は degraded）',
  })
  status!: 'ok' | 'failing' | 'stuck' | 'unknown';

  @ApiProperty({ type: Number, nullable: true, description: '未送信のメール数（キュー待ち・キュー内・再試行待ち）' })
  pending!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '未送信のうち、直前の送信に失敗して再試行を待つメール数' })
  retrying!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '再試行の回数を使い切ったメール数（管理画面から再送できる）' })
  dead!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '最も古い未送信メールの経過秒数（なければ null）' })
  oldest_pending_seconds!: number | null;
}

export class HealthReportDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'error'],
    description: 'error: データベース停止、またはメールの outbox が滞留（公開の /api/health は 503）。degraded: Redis 停止、またはメール送信の失敗（公開の /api/health は 200）',
  })
  status!: 'ok' | 'degraded' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'not configured'] })
  redis!: 'up' | 'down' | 'not configured';

  @ApiProperty({ type: QueueHealthDto })
  queue!: QueueHealthDto;

  @ApiProperty({ type: OutboxHealthDto })
  outbox!: OutboxHealthDto;
}

export class PublicHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';
}

/**
 * The public probe answers only up (200) or down (503): queue and backlog figures tell an outsider when
 * mail is failing and how much waits. Staff see the details at /api/admin/health.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: '死活監視（データベースの停止、またはメール outbox の滞留で 503。内訳は /api/admin/health）' })
  @ApiOkResponse({ type: PublicHealthDto })
  @ApiServiceUnavailableResponse({ type: PublicHealthDto })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<PublicHealthDto> {
    const report = await this.health.check();
    const up = report.status !== 'error';
    res.status(up ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: up ? 'up' : 'down' };
  }
}

/** Not in SPEC §7: the details behind /api/health, for staff. */
@ApiTags('admin-health')
@Controller('api/admin/health')
export class AdminHealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminHealth', summary: '稼働状況の内訳（データベース、Redis、メールキュー、未送信・送信不能のメール）。常に 200 で、status が状態を表す' })
  @ApiOkResponse({ type: HealthReportDto })
  adminHealth(): Promise<HealthReportDto> {
    return this.health.check();
  }
}
