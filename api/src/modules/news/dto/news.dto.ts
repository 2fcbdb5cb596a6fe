import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';

export class GetNewsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 5, description: '件数' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  limit?: number;
}

export class GetNewsDetailQueryDto {
  @ApiProperty({ minimum: 1, description: 'お知らせ ID' })
  @IsNotEmpty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id!: number;
}

export class NewsSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) published_at!: string;
}

export class NewsListResponseDto {
  @ApiProperty({ type: [NewsSummaryDto] }) news!: NewsSummaryDto[];
}

export class NewsDetailResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: '本文（スタッフが書いた HTML）' }) body!: string;
  @ApiProperty({ format: 'date-time' }) published_at!: string;
}
