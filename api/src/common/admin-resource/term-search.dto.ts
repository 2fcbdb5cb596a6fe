import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalLimit } from '../validation/limit.decorator';
import { Fold } from '../text/fold.decorator';

/** Query of a typeahead (`term-search`, `tag-list-for-item-input`…): what was typed so far, and how many. */
export class TermSearchQueryDto {
  @ApiProperty({ maxLength: 100, example: 'Jav', description: '入力中の文字列' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  term!: string;

  @OptionalLimit(20)
  limit: number = 20;
}

export class TermSearchItemDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Java' }) label!: string;
}

/** A typeahead's candidates, best first. */
export class TermSearchResponseDto {
  @ApiProperty({ type: [TermSearchItemDto] }) items!: TermSearchItemDto[];
}
