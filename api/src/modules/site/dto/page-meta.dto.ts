import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class PageMetaQueryDto {
  @ApiProperty({ description: 'ページのパス（クエリなし）', example: '/item/detail/12' })
  @IsString({ message: 'パスを指定してください。' })
  @MaxLength(2000, { message: 'パスが長すぎます。' })
  @Matches(/^\/(?![/\\])/, { message: 'パスは / で始めてください。' })
  path!: string;
}

/** What the web server writes into a page's head and answers with (title, status, structured data, a move). */
export class PageMetaResponseDto {
  @ApiProperty({ enum: [200, 301, 404], description: 'ページのステータス（301: location へ移動、404: ページなし）' })
  status!: 200 | 301 | 404;
  @ApiPropertyOptional({ description: 'タイトル（200/404）' })
  title?: string;
  @ApiPropertyOptional({ description: '説明文（200/404）' })
  description?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: '構造化データ（JSON-LD）' })
  jsonLd?: Record<string, unknown>;
  @ApiPropertyOptional({ description: '移動先のパス（301）', example: '/item/tag/12' })
  location?: string;
}

export class SitemapEntryDto {
  @ApiProperty({ example: '/item/detail/12' }) path!: string;
  @ApiPropertyOptional({ format: 'date-time' }) lastmod?: string;
}

export class SitemapEntriesResponseDto {
  @ApiProperty({ type: [SitemapEntryDto] }) entries!: SitemapEntryDto[];
}
