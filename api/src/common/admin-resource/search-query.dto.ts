import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../text/fold.decorator';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 100;
/** Far beyond any list staff page through (100,000 members at 50 a page is 2,000 pages). */
const MAX_PAGE = 100_000;

/** What every admin list is asked with, whatever its filters: the page and the order. */
export interface AdminSearchPaging<S extends string = string> {
  page: number;
  per_page: number;
  sort: S;
  order: SortOrder;
}

/**
 * The base of an admin list's query DTO (`…/search`): `page` (≥ 1, default 1), `per_page` (1–100, default
 * 50), `sort` (one of the fields the resource declares sortable) and `order` (asc | desc). Absent values
 * take the defaults (the global pipe builds the DTO with `new`, so the initialisers apply):
 *
 *   export const NEWS_SORTS = ['published_at', 'updated_at', 'id'] as const;
 *   export class AdminNewsSearchQueryDto extends AdminSearchQuery(NEWS_SORTS, { sort: 'published_at', order: 'desc' }) {
 *     @ApiPropertyOptional() @IsOptional() @IsString() keyword?: string;   // the resource's own filters
 *   }
 *
 * The repository turns `sort` into a column with `orderAndPage` (search-page.ts).
 */
export function AdminSearchQuery<S extends string>(sortable: readonly S[], defaults: { sort: S; order: SortOrder }) {
  class AdminSearchQueryDto implements AdminSearchPaging<S> {
    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'ページ（1から）' })
    @IsOptional()
    @Fold('number')
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE)
    page: number = 1;

    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE, description: '1ページの件数' })
    @IsOptional()
    @Fold('number')
    @IsInt()
    @Min(1)
    @Max(MAX_PER_PAGE)
    per_page: number = DEFAULT_PER_PAGE;

    @ApiPropertyOptional({ enum: sortable, default: defaults.sort, description: '並べ替えの項目' })
    @IsOptional()
    @IsIn(sortable)
    sort: S = defaults.sort;

    @ApiPropertyOptional({ enum: SORT_ORDERS, default: defaults.order, description: 'asc: 昇順, desc: 降順' })
    @IsOptional()
    @IsIn(SORT_ORDERS)
    order: SortOrder = defaults.order;
  }
  return AdminSearchQueryDto;
}
