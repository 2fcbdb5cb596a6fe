import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { COLUMN_URL_MAX } from '../admin/dto/admin-column-links.dto';

/** POST /api/front/column/record-column-view: the column link the visitor opened. */
export class RecordColumnViewBodyDto {
  @ApiProperty({ example: 'https://column.example.com/tax-return', description: '開いたコラムのURL（サイトが表示しているコラムのリンク）', maxLength: COLUMN_URL_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(COLUMN_URL_MAX)
  url!: string;
}
