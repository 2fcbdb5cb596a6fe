import type { MemberPrincipal } from './auth.constants';
import { MemberIdMismatchError } from './auth.errors';

/**
 * SPEC §7 passes `user_id` with the member calls. The server always acts for the logged-in member; a
 * `user_id` naming anyone else is refused (403 MEMBER_ID_MISMATCH), never another member's data.
 */
export function assertOwnMemberId(member: MemberPrincipal, userId: number | undefined | null): void {
  if (userId !== undefined && userId !== null && userId !== member.id) throw new MemberIdMismatchError();
}
