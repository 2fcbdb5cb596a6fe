import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AverageWorkingPeriodService } from './average-working-period.service';
import { AverageWorkingPeriodResponseDto, UpdateAverageWorkingPeriodBodyDto } from './dto/average-working-period.dto';

/** SPEC §7 `update-average-working-period/update`: the figure of the top page (public get-average-working-period). */
@ApiTags('admin-master')
@Controller('api/admin/update-average-working-period')
export class AdminAverageWorkingPeriodController {
  constructor(private readonly period: AverageWorkingPeriodService) {}

  @Post('update')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminUpdateAverageWorkingPeriodUpdate', summary: '平均稼働期間（トップページの表示）の更新' })
  @ApiOkResponse({ type: AverageWorkingPeriodResponseDto })
  async adminUpdateAverageWorkingPeriodUpdate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: UpdateAverageWorkingPeriodBodyDto): Promise<AverageWorkingPeriodResponseDto> {
    const saved = await this.period.update(admin, body.months);
    return { months: saved.months, updated_at: saved.updatedAt.toISOString() };
  }
}
