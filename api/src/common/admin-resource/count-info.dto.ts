import { ApiProperty } from '@nestjs/swagger';

/** The total of one status (one tab of an admin list). */
export class StatusCountDto {
  @ApiProperty({ example: 'published', description: '状態（一覧の status 絞り込みと同じ値）' }) status!: string;
  @ApiProperty({ example: '公開中' }) label!: string;
  @ApiProperty({ example: 12 }) count!: number;
}

/** What `…/count-info` answers: the totals per status for the list's tabs, in tab order. */
export class CountInfoResponseDto {
  @ApiProperty({ type: [StatusCountDto] }) counts!: StatusCountDto[];
}

/** The counts in the order of `labels` (a status without rows counts 0). */
export function countInfo<S extends string>(labels: Record<S, string>, counts: Partial<Record<S, number>>): CountInfoResponseDto {
  return { counts: (Object.keys(labels) as S[]).map((status) => ({ status, label: labels[status], count: counts[status] ?? 0 })) };
}
