import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContractTypeListResponseDto, PrefectureListResponseDto } from './dto/master.dto';
import { MasterService } from './master.service';

@ApiTags('master')
@Controller('api/front')
export class MasterController {
  constructor(private readonly master: MasterService) {}

  // The path keeps the original spelling "prefacture" (SPEC §7).
  @Get('get-prefacture-list')
  @ApiOperation({ operationId: 'getPrefactureList', summary: '都道府県一覧' })
  @ApiOkResponse({ type: PrefectureListResponseDto })
  async getPrefactureList(): Promise<PrefectureListResponseDto> {
    return { prefectures: await this.master.prefectures() };
  }

  @Get('get-contract-type-list')
  @ApiOperation({ operationId: 'getContractTypeList', summary: '契約形態一覧' })
  @ApiOkResponse({ type: ContractTypeListResponseDto })
  async getContractTypeList(): Promise<ContractTypeListResponseDto> {
    return { contract_types: await this.master.contractTypes() };
  }
}
