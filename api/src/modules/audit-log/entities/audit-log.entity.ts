import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditChanges } from '../audit-diff';

/** What a staff member did to a record (issue 15). Exports and downloads change nothing but are logged too. */
export const AuditAction = {
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Restore: 'restore',
  Merge: 'merge',
  Export: 'export',
  Download: 'download',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AuditAction);
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: '作成',
  update: '更新',
  delete: '削除',
  restore: '復元',
  merge: '統合',
  export: '書き出し',
  download: 'ダウンロード',
};

/**
 * One staff write (issue 15 audit log), written in the same transaction as the write itself
 * (AuditLogService.record): no write without its row, no row without its write. Never updated or deleted.
 * The staff name is copied as it was, so the history reads the same after a rename or removal.
 */
@Entity('audit_logs')
@Index('IDX_audit_logs_resource_record', ['resource', 'recordId'])
@Index('IDX_audit_logs_created_at', ['createdAt'])
@Index('IDX_audit_logs_staff_created_at', ['staffId', 'createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** admin_users.id (no foreign key: the history outlives the account). */
  @Column({ type: 'int' })
  staffId!: number;

  @Column({ type: 'varchar', length: 100 })
  staffName!: string;

  @Column({ type: 'varchar', length: 16 })
  action!: AuditAction;

  /** The resource's path under /api/admin/ as SPEC §7 names it (`admin-news`, `item`, `item/tag`). */
  @Column({ type: 'varchar', length: 64 })
  resource!: string;

  /** The record's id; null for what concerns no single record (an export of a list). */
  @Column({ type: 'int', nullable: true })
  recordId!: number | null;

  /**
   * The changed fields, `{ field: { before, after } }` (snake_case names as the API spells them). JSON on
   * both databases (MariaDB: LONGTEXT checked as JSON), so long texts such as a news body fit.
   */
  @Column({ type: 'json' })
  changes!: AuditChanges;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
