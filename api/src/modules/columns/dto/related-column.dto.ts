import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

export class RelatedColumnQueryDto {
  @ApiProperty({ description: '案件ID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  item_id!: number;
}

export class RelatedColumnDto {
  @ApiProperty({ example: 'フリーランスエンジニアの確定申告ガイド' }) title!: string;
  @ApiProperty({ example: 'https://example.com/column/123' }) url!: string;
}

export class RelatedColumnResponseDto {
  @ApiProperty({ type: [RelatedColumnDto], description: '最大5件（URLで重複排除）' }) columns!: RelatedColumnDto[];
}
