import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

export class ColumnListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20, description: '件数' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

export class ColumnListItemDto {
  @ApiProperty({ example: 'フリーランスエンジニアの確定申告ガイド' }) title!: string;
  @ApiProperty({ example: 'https://example.com/column/123' }) url!: string;
}

export class ColumnListResponseDto {
  @ApiProperty({ type: [ColumnListItemDto], description: '案件・タグに紐づくコラム（URLで重複排除、新しい順）' })
  columns!: ColumnListItemDto[];
}
