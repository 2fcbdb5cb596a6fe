import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';
import { SavedSearchDigestService, type DigestRunResult } from './saved-search-digest.service';

export class DevSavedSearchDigestRequestDto {
  @ApiPropertyOptional({ description: 'この日時として実行する（ISO 8601）。省略時は現在' })
  @IsOptional()
  @IsISO8601({ strict: true })
  now?: string;
}

/**
 * Runs the daily new-listing mail of saved searches at once (issue 13: "triggerable in tests"), for the
 * browser tests and by hand. Registered only where /dev/mail is (config.devMail: development/test, or
 * DEV_MAIL=1); not part of the public API document. Idempotent like the scheduled run.
 */
@ApiExcludeController()
@Controller('dev')
export class DevSavedSearchDigestController {
  constructor(private readonly digest: SavedSearchDigestService) {}

  @Post('saved-search-digest')
  @HttpCode(200)
  run(@Body() body: DevSavedSearchDigestRequestDto): Promise<DigestRunResult> {
    return this.digest.runDailyDigest(body.now ? new Date(body.now) : new Date());
  }
}
