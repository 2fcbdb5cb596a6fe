import { ApiProperty } from '@nestjs/swagger';

export class PrefectureDto {
  @ApiProperty({ example: 13 }) id!: number;
  @ApiProperty({ example: '東京都' }) name!: string;
}

export class PrefectureListResponseDto {
  @ApiProperty({ type: [PrefectureDto], description: 'id 順（SPEC §3: prefecture_id は 1 始まり）' })
  prefectures!: PrefectureDto[];
}

export class ContractTypeDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: '業務委託（準委任）' }) name!: string;
}

export class ContractTypeListResponseDto {
  @ApiProperty({ type: [ContractTypeDto] })
  contract_types!: ContractTypeDto[];
}

export class AreaOptionDto {
  @ApiProperty({ example: 13 })
  id!: number;

  @ApiProperty({ example: '東京都' })
  name!: string;
}

export class AreaListResponseDto {
  @ApiProperty({ type: [AreaOptionDto], description: '勤務地（都道府県、リモート、海外）を表示順に' })
  areas!: AreaOptionDto[];
}
