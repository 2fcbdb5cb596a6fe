import { ApiProperty } from '@nestjs/swagger';

export class TagDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Java' }) term!: string;
}

/** get-tag-name: the tag, and for a merged tag where its page moved. */
export class TagNameDto extends TagDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'タグが別のタグに統合されたとき、統合先のタグ ID（/item/tag/{id} は統合先へ 301。画面はそこへ移る）。通常は null',
  })
  merged_into!: number | null;
}

export class TagCountDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Java' }) term!: string;
  @ApiProperty({ description: '公開中の案件数' }) count!: number;
}

export class TagListResponseDto {
  @ApiProperty({ type: [TagDto] }) tags!: TagDto[];
}

export class TagHtmlContentDto {
  @ApiProperty({ type: String, nullable: true, description: 'タグページの説明HTML（p, ul, li, strong, a, h2, h3 のみ残す）' })
  html!: string | null;
}

export class RefineTagCategoryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '言語' }) name!: string;
}

export class RefineTagGroupDto {
  @ApiProperty({ type: RefineTagCategoryDto }) category!: RefineTagCategoryDto;
  @ApiProperty({ type: [TagCountDto], description: '公開中の案件数の多い順（最大12件、0件は除く）' }) tags!: TagCountDto[];
}

export class RefineTagsResponseDto {
  @ApiProperty({ type: [RefineTagGroupDto] }) groups!: RefineTagGroupDto[];
}

export class PopularSearchGroupDto {
  @ApiProperty({ example: 'language' }) key!: string;
  @ApiProperty({ example: '言語・スキル' }) label!: string;
  @ApiProperty({ type: [TagDto] }) tags!: TagDto[];
}

export class PopularSearchGroupsResponseDto {
  @ApiProperty({ type: [PopularSearchGroupDto] }) groups!: PopularSearchGroupDto[];
}
