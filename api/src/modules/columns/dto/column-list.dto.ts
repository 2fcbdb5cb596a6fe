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
  @ApiProperty({ type: String, nullable: true, description: '記事のURL。コラムサイト（COLUMN_SITE_URL）上のものだけ、ほかは null' })
  url!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'コラムが紐づく案件の ID（案件のコラム連携のとき）' }) item_id!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'コラムが紐づくタグの ID（タグのコラム連携のとき）' }) tag_id!: number | null;
}

export class ColumnListResponseDto {
  @ApiProperty({ type: [ColumnListItemDto], description: '案件・タグに紐づくコラム（URLで重複排除、新しい順）。外部リンクはコラムサイト上のものだけ' })
  columns!: ColumnListItemDto[];
}
