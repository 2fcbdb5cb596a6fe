import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

export class TagIdQueryDto {
  @ApiProperty({ description: 'タグID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id!: number;
}

export class SuggestedTagQueryDto {
  @ApiPropertyOptional({ description: '入力中の語（全角英数は半角に変換、大文字小文字を区別しない）', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;
}
