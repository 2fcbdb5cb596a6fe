import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access';
import { DashboardService } from './dashboard.service';
import { AccessInfoQueryDto, AgeBandsDto, ColumnAccessInfoDto, ItemAccessInfoDto, LatestNewsDto, MonthlyRegistrationsDto } from './dto/dashboard.dto';

/** SPEC §7 `top/*`: the figures of the back office's home. Every role reads them; counts only, no personal data. */
@ApiTags('admin-top')
@Controller('api/admin/top')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('monthly-user-registration-number')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminTopMonthlyUserRegistrationNumber', summary: '月ごとの会員登録数（直近24か月、日本時間の月、0件の月も含む）' })
  @ApiOkResponse({ type: MonthlyRegistrationsDto })
  adminTopMonthlyUserRegistrationNumber(): Promise<MonthlyRegistrationsDto> {
    return this.dashboard.monthlyRegistrations();
  }

  @Get('age-user-number')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminTopAgeUserNumber', summary: '年齢層ごとの会員数（生年月日から日本時間の今日の満年齢で）' })
  @ApiOkResponse({ type: AgeBandsDto })
  adminTopAgeUserNumber(): Promise<AgeBandsDto> {
    return this.dashboard.ageBands();
  }

  @Get('user-item-details-access-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminTopUserItemDetailsAccessInfo', summary: '案件詳細の日ごとの閲覧数とよく見られた案件（直近の日数、日本時間）' })
  @ApiOkResponse({ type: ItemAccessInfoDto })
  adminTopUserItemDetailsAccessInfo(@Query() query: AccessInfoQueryDto): Promise<ItemAccessInfoDto> {
    return this.dashboard.itemAccess(query.days);
  }

  @Get('user-browse-column-access-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminTopUserBrowseColumnAccessInfo', summary: 'コラムの日ごとの閲覧数とよく見られたコラム（直近の日数、日本時間）' })
  @ApiOkResponse({ type: ColumnAccessInfoDto })
  adminTopUserBrowseColumnAccessInfo(@Query() query: AccessInfoQueryDto): Promise<ColumnAccessInfoDto> {
    return this.dashboard.columnAccess(query.days);
  }

  @Get('news')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminTopNews', summary: '公開中のスタッフ向けお知らせ（新しい順、5件）' })
  @ApiOkResponse({ type: LatestNewsDto })
  adminTopNews(): Promise<LatestNewsDto> {
    return this.dashboard.latestNews();
  }
}
