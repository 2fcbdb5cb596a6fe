import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';

/**
 * Staff roles (issue 15): viewers read the back office, editors also write the catalog and content,
 * owners also manage staff accounts. What each role may call is decided per route by @AdminAccess
 * (modules/auth/admin-access.ts).
 */
export const AdminRole = { Owner: 'owner', Editor: 'editor', Viewer: 'viewer' } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];
export const ADMIN_ROLES: readonly AdminRole[] = [AdminRole.Owner, AdminRole.Editor, AdminRole.Viewer];
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { owner: 'オーナー', editor: '編集者', viewer: '閲覧者' };

/** Back-office staff account (admin login is separate from member login, SPEC §6). */
@Entity('admin_users')
export class AdminUserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  /** Least privilege by default: an account created without a role can only read. */
  @Column({ type: 'varchar', length: 16, default: AdminRole.Viewer })
  role!: AdminRole;

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt!: Date | null;

  /** Part of every staff token; bumped by logout and password changes so older tokens stop working. */
  @Column({ type: 'int', default: 0 })
  tokenVersion!: number;

  /** SHA-256 (hex) of the one-time password-setup token (`npm run staff:create`); null when none is pending. */
  @Index('IDX_admin_users_password_setup_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  passwordSetupTokenHash!: string | null;

  @Column({ type: 'datetime', nullable: true })
  passwordSetupExpiresAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  /**
   * Set while an owner has disabled the account (user/edit action `disable`): it stays in the staff list and
   * keeps its password, but cannot log in and its tokens stop working until `enable`. Removing an account for
   * good is user/delete (deletedAt).
   */
  @Column({ type: 'datetime', nullable: true })
  disabledAt!: Date | null;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deletedAt!: Date | null;

  /**
   * Optimistic concurrency of owners' edits (admin-resource toolkit). Logins, logouts and password setup
   * leave it as it is (AdminUsersRepository, StaffAccounts): they change nothing an owner edits.
   */
  @VersionColumn({ default: 1 })
  version!: number;
}
