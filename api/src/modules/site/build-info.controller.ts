import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BuildInfoService } from './build-info.service';
import { BuildInfoResponseDto } from './dto/build-info.dto';

@ApiTags('site')
@Controller('api/front')
export class BuildInfoController {
  constructor(private readonly buildInfo: BuildInfoService) {}

  @Get('build-info')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ operationId: 'buildInfo', summary: '配信中のビルドの識別子（ホストとリモート。更新チェック用）' })
  @ApiOkResponse({ type: BuildInfoResponseDto })
  getBuildInfo(): Promise<BuildInfoResponseDto> {
    return this.buildInfo.buildInfo();
  }
}
