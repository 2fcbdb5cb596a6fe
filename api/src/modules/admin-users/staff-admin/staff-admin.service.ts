import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminResource, createRecord, type Paged, pageOf, type RecordValues, softDeleteRecords, updateRecord } from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { createOneTimeToken, hashOneTimeToken, type OneTimeToken } from '../../../common/security/one-time-token';
import { SealedBox } from '../../../common/security/sealed-box';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { isDuplicateKeyError } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { MailHandlerRegistry } from '../../mail/mail-handler.registry';
import { MailService } from '../../mail/mail.service';
import { storedRole } from '../admin-users.service';
import { AdminUserNotFoundError, SelfLockoutError } from '../admin-users.errors';
import { ADMIN_ROLE_LABELS, type AdminUserEntity } from '../entities/admin-user.entity';
import { NO_PASSWORD, PASSWORD_SETUP_TTL_MS, passwordSetupLink } from '../staff-accounts';
import type { AdminUserCreateBodyDto, AdminUserDetailDto, AdminUserEditBodyDto, AdminUserNameDto, AdminUserRowDto, AdminUserSearchQueryDto } from './dto/staff.dto';
import { StaffAdminRepository } from './staff-admin.repository';
import { renderStaffPasswordSetupMail, type StaffSetupReason } from './staff.mail';
import { STAFF_RESOURCE, STAFF_STATUS_LABELS, staffStatusOf } from './staff-status';
import { isoOrNull } from '../../../common/time/iso';

const EMAIL_TAKEN = 'このメールアドレスはすでに別のスタッフが使用しています（削除済みのスタッフを含みます）';

/**
 * Staff accounts in the back office (SPEC §7 user/*, owners only but the names list): invitations by mail
 * (no password is ever chosen by an owner: the account gets the password-setup link of `npm run
 * staff:create`, by mail), edits of name, e-mail and role, password reset, disable / enable, delete — each
 * write in one transaction with its audit row and, for a link, its mail job (outbox). The last owner who can
 * log in cannot be demoted, disabled or deleted (StaffAdminRepository.records).
 *
 * Disabled vs deleted: `disable` is a reversible suspension (the account stays listed with its password; no
 * login — 403 AUTH_STAFF_DISABLED after the right password — and its tokens fail on their next request);
 * `delete` removes the account for good (soft delete, so the audit log and pickers still name it; its
 * e-mail address stays taken).
 */
@Injectable()
export class StaffAdminService implements OnModuleInit {
  private readonly resource: AdminResource<AdminUserEntity>;
  private readonly links: SealedBox;

  constructor(
    private readonly repository: StaffAdminRepository,
    dataSource: DataSource,
    audit: AuditLogService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.links = new SealedBox(config.jwtSecret, 'mail-link');
    this.resource = {
      name: STAFF_RESOURCE,
      dataSource,
      store: repository.records,
      audit,
      notFound: () => new AdminUserNotFoundError(),
      // Never the password hash, the setup token's hash or the session version: only what an owner sees.
      snapshot: (staff) => ({
        name: staff.name,
        email: staff.email,
        role: staff.role,
        passwordSet: staff.passwordHash !== NO_PASSWORD,
        passwordSetupExpiresAt: staff.passwordSetupExpiresAt,
        disabledAt: staff.disabledAt,
        deletedAt: staff.deletedAt,
      }),
    };
  }

  onModuleInit(): void {
    this.registry.register('mail.staff-password-setup', async ({ adminId, link, reason }) => {
      const token = this.links.open(link);
      const staff = await this.repository.findById(adminId);
      // Deleted meanwhile, or the link was used or replaced by a newer one: nothing worth sending.
      if (!token || !staff || staff.deletedAt || staff.passwordSetupTokenHash !== hashOneTimeToken(token)) return null;
      if (!staff.passwordSetupExpiresAt || staff.passwordSetupExpiresAt.getTime() <= Date.now()) return null;
      return renderStaffPasswordSetupMail({ ...staff, role: storedRole(staff.role) }, reason, passwordSetupLink(this.config.appUrl, token), this.config.appUrl);
    });
  }

  async search(query: AdminUserSearchQueryDto): Promise<Paged<AdminUserRowDto>> {
    const [rows, total] = await this.repository.search(query);
    return pageOf(rows.map(toRow), total, query);
  }

  async detail(id: number): Promise<AdminUserDetailDto> {
    const staff = await this.repository.findById(id);
    if (!staff) throw new AdminUserNotFoundError();
    return toDetail(staff);
  }

  async names(): Promise<AdminUserNameDto[]> {
    return (await this.repository.all()).map((staff) => {
      const status = staffStatusOf(staff);
      return { id: staff.id, name: staff.name, status, status_label: STAFF_STATUS_LABELS[status] };
    });
  }

  /** user/create: an account without a password, and the mail with its password-setup link. */
  async create(actor: AuditActor, body: AdminUserCreateBodyDto): Promise<AdminUserDetailDto> {
    await this.assertEmailFree(body.email, null);
    const link = createOneTimeToken(PASSWORD_SETUP_TTL_MS);
    const staff = await this.refusingTakenEmail(() =>
      createRecord(
        this.resource,
        actor,
        { name: body.name, email: body.email, role: body.role, passwordHash: NO_PASSWORD, passwordSetupTokenHash: link.hash, passwordSetupExpiresAt: link.expiresAt },
        { alsoWrite: (manager, row) => this.mailLink(manager, row.id, link, 'invite') },
      ),
    );
    return toDetail(staff);
  }

  /** user/edit: the fields as read at `version`, and the action asked for (reset, disable, enable). */
  async edit(actor: AuditActor, body: AdminUserEditBodyDto): Promise<AdminUserDetailDto> {
    const current = await this.repository.findById(body.id);
    if (!current) throw new AdminUserNotFoundError();
    if (body.action === 'disable' && body.id === actor.id) throw new SelfLockoutError();
    await this.assertEmailFree(body.email, body.id);
    const values: RecordValues<AdminUserEntity> = { name: body.name, email: body.email, role: body.role };
    // Ending the sessions: a bumped token version fails every token issued before, also after `enable`.
    const endSessions = { tokenVersion: () => 'token_version + 1' };
    let link: OneTimeToken | null = null;
    if (body.action === 'disable' && !current.disabledAt) Object.assign(values, { disabledAt: new Date(), ...endSessions });
    if (body.action === 'enable') values.disabledAt = null;
    if (body.action === 'reset') {
      link = createOneTimeToken(PASSWORD_SETUP_TTL_MS);
      Object.assign(values, { passwordHash: NO_PASSWORD, passwordSetupTokenHash: link.hash, passwordSetupExpiresAt: link.expiresAt, ...endSessions });
    }
    const reset = link;
    const staff = await this.refusingTakenEmail(() =>
      updateRecord(this.resource, actor, body.id, body.version, values, reset ? { alsoWrite: (manager) => this.mailLink(manager, body.id, reset, 'reset') } : {}),
    );
    return toDetail(staff);
  }

  /** user/delete: removes the account for good (soft delete); the ids deleted. */
  delete(actor: AuditActor, id: number): Promise<number[]> {
    if (id === actor.id) throw new SelfLockoutError();
    return softDeleteRecords(this.resource, actor, [id]);
  }

  /** The link's mail job, in the write's own transaction (outbox): no account without its mail, no mail without the link stored. */
  private async mailLink(manager: EntityManager, adminId: number, link: OneTimeToken, reason: StaffSetupReason): Promise<void> {
    await this.mail.enqueue('mail.staff-password-setup', { adminId, link: this.links.seal(link.token), reason }, manager);
  }

  private async assertEmailFree(email: string, exceptId: number | null): Promise<void> {
    const holder = await this.repository.findByEmail(email);
    if (holder && holder.id !== exceptId) throw new ValidationFailedException({ email: [EMAIL_TAKEN] });
  }

  /** The unique index decides between two writes of one new address at the same moment. */
  private async refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ValidationFailedException({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }
}

function toRow(staff: AdminUserEntity): AdminUserRowDto {
  const role = storedRole(staff.role);
  const status = staffStatusOf(staff);
  return {
    id: staff.id,
    name: staff.name,
    email: staff.email,
    role,
    role_label: ADMIN_ROLE_LABELS[role],
    status,
    status_label: STAFF_STATUS_LABELS[status],
    last_login_at: isoOrNull(staff.lastLoginAt),
    password_setup_expires_at: isoOrNull(staff.passwordSetupExpiresAt),
    created_at: staff.createdAt.toISOString(),
    updated_at: staff.updatedAt.toISOString(),
    disabled_at: isoOrNull(staff.disabledAt),
    deleted_at: isoOrNull(staff.deletedAt),
  };
}

function toDetail(staff: AdminUserEntity): AdminUserDetailDto {
  return { ...toRow(staff), version: staff.version };
}
