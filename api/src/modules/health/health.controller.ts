import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService } from './health.service';

export class QueueHealthDto {
  @ApiProperty({ enum: ['bullmq', 'in-process'], description: 'bullmq: REDIS_URL が設定されている（Redis 上のキュー）' })
  driver!: 'bullmq' | 'in-process';

  @ApiProperty({ type: Number, nullable: true, description: '待機中のジョブ数（Redis に接続できないときは null）' })
  waiting!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  active!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '再試行待ちのジョブ数（インプロセスでは null）' })
  delayed!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '失敗が確定したジョブ数（インプロセスでは null）' })
  failed!: number | null;
}

export class OutboxHealthDto {
  @ApiProperty({
    enum: ['ok', 'stuck', 'unknown'],
    description: 'stuck: キューへ渡せていないメールが一定時間（既定60秒）以上残っている（status は error）',
  })
  status!: 'ok' | 'stuck' | 'unknown';

  @ApiProperty({ type: Number, nullable: true, description: 'キューへ未送出のメールジョブ数' })
  pending!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: '最も古い未送出ジョブの経過秒数（なければ null）' })
  oldest_pending_seconds!: number | null;
}

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'], description: 'error（503）: データベース停止、またはメールの outbox が滞留' })
  status!: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'not configured'], description: 'down だけなら 200（メールは outbox で待つ）' })
  redis!: 'up' | 'down' | 'not configured';

  @ApiProperty({ type: QueueHealthDto })
  queue!: QueueHealthDto;

  @ApiProperty({ type: OutboxHealthDto })
  outbox!: OutboxHealthDto;
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: '死活監視（データベースの停止、またはメール outbox の滞留で 503）' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthResponseDto> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return report;
  }
}
