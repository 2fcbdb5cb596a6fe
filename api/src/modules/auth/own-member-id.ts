import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { Fold } from '../../common/text/fold.decorator';
import type { MemberPrincipal } from './auth.constants';
import { MemberIdMismatchError } from './auth.errors';

/**
 * SPEC §7 passes `user_id` with the member calls. The server always acts for the logged-in member; a
 * `user_id` naming anyone else is refused (403 MEMBER_ID_MISMATCH), never another member's data.
 */
export function assertOwnMemberId(member: MemberPrincipal, userId: number | undefined | null): void {
  if (userId !== undefined && userId !== null && userId !== member.id) throw new MemberIdMismatchError();
}

/** The optional `user_id` of SPEC §7's member calls, one declaration for every DTO that takes it. */
export const OwnMemberIdField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: '会員 ID（省略可。ログイン中の会員以外を指定すると 403）', example: 1 }),
    Fold('number'),
    IsOptional(),
    IsInt(),
    Min(1),
  );

/** A call whose only parameter is SPEC's optional user_id (and the base of the DTOs that add to it). */
export class OwnMemberIdDto {
  @OwnMemberIdField()
  user_id?: number;
}
