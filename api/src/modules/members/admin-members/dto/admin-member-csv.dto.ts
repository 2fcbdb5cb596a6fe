import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../../../../common/text/fold.decorator';
import { AdminMemberSearchQueryDto } from './admin-member.dto';

/**
 * GET /api/admin/member/get-csv: member/search's filters and order (the list as staff see it), every row — no
 * page, no per_page.
 */
export class AdminMemberCsvQueryDto extends OmitType(AdminMemberSearchQueryDto, ['page', 'per_page'] as const) {}

/** Rows per part of a split download: Excel opens 50,000 rows comfortably; fewer than 1,000 would be many files. */
export const MEMBER_CSV_PART_SIZE_MIN = 1000;
export const MEMBER_CSV_PART_SIZE_MAX = 50_000;

/** GET /api/admin/member/chunk-download: the same list in numbered parts of `size` rows. */
export class AdminMemberChunkDownloadQueryDto extends AdminMemberCsvQueryDto {
  @ApiProperty({ minimum: MEMBER_CSV_PART_SIZE_MIN, maximum: MEMBER_CSV_PART_SIZE_MAX, example: 10_000, description: '1ファイルの行数' })
  @Fold('number')
  @IsInt()
  @Min(MEMBER_CSV_PART_SIZE_MIN)
  @Max(MEMBER_CSV_PART_SIZE_MAX)
  size!: number;

  @ApiPropertyOptional({ minimum: 1, description: '何番目のファイルか（1から）。省略すると分割の一覧（JSON）を返す' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  part?: number;
}

export class MemberCsvPartDto {
  @ApiProperty({ example: 2 }) part!: number;
  @ApiProperty({ example: 10_001, description: '最初の行（一覧の何件目か、1から）' }) from!: number;
  @ApiProperty({ example: 20_000, description: '最後の行' }) to!: number;
  @ApiProperty({ example: '会員一覧_20260401_2of5.csv' }) file_name!: string;
}

/** chunk-download without `part`: how the list splits (one part, header only, when nothing matches). */
export class AdminMemberChunkPartsDto {
  @ApiProperty({ description: '絞り込みに合う会員の数' }) total!: number;
  @ApiProperty({ description: '1ファイルの行数' }) size!: number;
  @ApiProperty({ type: [MemberCsvPartDto] }) parts!: MemberCsvPartDto[];
}
