import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access';
import { PrefectureListResponseDto } from './dto/master.dto';
import { MasterService } from './master.service';

@ApiTags('admin-master')
@Controller('api/admin')
export class AdminMasterController {
  constructor(private readonly master: MasterService) {}

  @Get('prefacture/get')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminPrefactureGet', summary: '都道府県一覧（管理画面）' })
  @ApiOkResponse({ type: PrefectureListResponseDto })
  async adminGetPrefactureList(): Promise<PrefectureListResponseDto> {
    return { prefectures: await this.master.prefectures() };
  }
}
