import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AreaListResponseDto, ContractTypeListResponseDto, PrefectureListResponseDto } from './dto/master.dto';
import { PublicCache } from '../../common/http-cache/public-cache.decorator';
import { MasterService } from './master.service';

@ApiTags('master')
/** The masters every visitor's forms and filters read: the same for everyone (@PublicCache). */
@Controller('api/front')
export class MasterController {
  constructor(private readonly master: MasterService) {}

  // The path keeps the original spelling "prefacture" (SPEC §7).
  @Get('get-prefacture-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getPrefactureList', summary: '都道府県一覧' })
  @ApiOkResponse({ type: PrefectureListResponseDto })
  async getPrefactureList(): Promise<PrefectureListResponseDto> {
    return { prefectures: await this.master.prefectures() };
  }

  @Get('get-contract-type-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getContractTypeList', summary: '契約形態一覧' })
  @ApiOkResponse({ type: ContractTypeListResponseDto })
  async getContractTypeList(): Promise<ContractTypeListResponseDto> {
    return { contract_types: await this.master.contractTypes() };
  }

  /**
   * Not in SPEC §7 (issue 12 needs it): the listing locations a member can choose as desired work areas on
   * /user/edit. Area ids are the ones listings carry, not prefecture ids.
   */
  @Get('get-area-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getAreaList', summary: '勤務地（エリア）一覧' })
  @ApiOkResponse({ type: AreaListResponseDto })
  async getAreaList(): Promise<AreaListResponseDto> {
    return { areas: (await this.master.areas()).map(({ id, name }) => ({ id, name })) };
  }
}
