import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { AdminSearchPaging } from './search-query.dto';

/** One page of an admin list: the shape every `…/search` answers. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/**
 * The OpenAPI class of a page of `Item`s. Each resource names its own answer, so the generated SDK has a
 * type per list:
 *
 *   export class AdminNewsSearchResponseDto extends PagedResponse(AdminNewsRowDto) {}
 */
export function PagedResponse<T>(item: Type<T>) {
  abstract class PagedResponseDto implements Paged<T> {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty({ description: '条件に合う件数' }) total!: number;
    @ApiProperty({ description: 'このページ（1から）' }) page!: number;
    @ApiProperty() per_page!: number;
    @ApiProperty({ description: '最終ページ（0件のときは1）' }) last_page!: number;
  }
  return PagedResponseDto;
}

/** The answer for one page of rows, given the total and what was asked. */
export function pageOf<T>(items: T[], total: number, query: Pick<AdminSearchPaging, 'page' | 'per_page'>): Paged<T> {
  return { items, total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}
