import { ApiProperty } from '@nestjs/swagger';
import { OwnMemberIdDto } from '../../auth/own-member-id';
import { ItemCardDto } from '../../items/dto/item-card.dto';
import { ItemIdField } from '../../items/dto/query-helpers';

/** SPEC §7 passes user_id: optional here; another member's id is a 403 (MEMBER_ID_MISMATCH). */
export class ConsiderMemberQueryDto extends OwnMemberIdDto {}

export class ConsiderItemQueryDto extends ConsiderMemberQueryDto {
  @ItemIdField()
  item_id!: number;
}

/** SPEC §7: body user_id, item_id. */
export class ConsiderItemRequestDto extends ConsiderItemQueryDto {}

export class ConsiderItemIdsResponseDto {
  @ApiProperty({ type: [Number], description: '検討中の案件 ID（追加した順）', example: [12, 34] })
  ids!: number[];
}

export class ConsiderItemExistResponseDto {
  @ApiProperty()
  exists!: boolean;
}

export class ConsiderItemCountResponseDto {
  @ApiProperty({ example: 2 })
  count!: number;
}

export class ConsiderItemListResponseDto {
  @ApiProperty({ type: [ItemCardDto], description: '検討中の案件（新しく追加した順。募集終了は is_ended=true）' })
  items!: ItemCardDto[];
}
