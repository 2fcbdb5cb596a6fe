import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { NO_PASSWORD } from '../staff-accounts';

/**
 * Where a staff account stands, as the staff list's tabs name it (one rule, in TypeScript and in SQL):
 * deleted (user/delete) → 削除済み; disabled (user/edit `disable`) → 無効; no password yet (invited, or reset
 * by an owner, until the setup link is used) → パスワード未設定; else 有効.
 */
export const StaffStatus = { Active: 'active', Pending: 'pending', Disabled: 'disabled', Deleted: 'deleted' } as const;
export type StaffStatus = (typeof StaffStatus)[keyof typeof StaffStatus];
export const STAFF_STATUSES: readonly StaffStatus[] = Object.values(StaffStatus);
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: '有効',
  pending: 'パスワード未設定',
  disabled: '無効',
  deleted: '削除済み',
};

/** The audit log's resource of staff accounts (SPEC §7 `user/*`): read by owners only, as those routes are. */
export const STAFF_RESOURCE = 'user';

/** What user/edit may do besides saving the fields. */
export const STAFF_ACTIONS = ['reset', 'disable', 'enable'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export function staffStatusOf(row: { deletedAt: Date | null; disabledAt: Date | null; passwordHash: string }): StaffStatus {
  if (row.deletedAt) return StaffStatus.Deleted;
  if (row.disabledAt) return StaffStatus.Disabled;
  return row.passwordHash === NO_PASSWORD ? StaffStatus.Pending : StaffStatus.Active;
}

/** The same rule in SQL on `alias` (a query built withDeleted()). */
export function whereStaffStatus<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, status: StaffStatus): SelectQueryBuilder<T> {
  if (status === StaffStatus.Deleted) return qb.andWhere(`${alias}.deletedAt IS NOT NULL`);
  qb.andWhere(`${alias}.deletedAt IS NULL`);
  if (status === StaffStatus.Disabled) return qb.andWhere(`${alias}.disabledAt IS NOT NULL`);
  qb.andWhere(`${alias}.disabledAt IS NULL`);
  return qb.andWhere(`${alias}.passwordHash ${status === StaffStatus.Pending ? '=' : '<>'} :noPassword`, { noPassword: NO_PASSWORD });
}
