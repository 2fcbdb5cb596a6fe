import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AdminResource, updateRecord } from '../../../common/admin-resource';
import { isoOrNull } from '../../../common/time/iso';
import { runTransaction } from '../../../database/transaction';
import { RegistrationService } from '../../account/registration/registration.service';
import { ProfileService } from '../../account/profile/profile.service';
import { AccountFieldsInvalidError } from '../../account/account.errors';
import { memberInfoColumns } from '../../account/dto/member-info.dto';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { ConsidersService } from '../../considers/considers.service';
import { ContactsService } from '../../contacts/contacts.service';
import { EntriesService } from '../../entries/entries.service';
import { SavedSearchesService } from '../../saved-searches/saved-searches.service';
import type { MemberEntity } from '../entities/member.entity';
import { MembersService, SOCIAL_ACCOUNT_TYPE_LABELS } from '../members.service';
import { AdminMemberAlreadyRegisteredError, AdminMemberAuthMailTooSoonError, AdminMemberNotFoundError } from './admin-member.errors';
import { AdminMemberRepository } from './admin-member.repository';
import { MEMBER_RESOURCE } from './admin-member.service';
import type { AdminMemberEditBodyDto, AdminMemberOtherDto, AdminMemberSendAuthMailResponseDto } from './dto/admin-member-account.dto';

/** What member/edit writes and the audit log compares (snake_case in the log): SPEC §3 member info. */
const profileOf = (m: MemberEntity) => ({
  lastName: m.lastName,
  firstName: m.firstName,
  lastNameKana: m.lastNameKana,
  firstNameKana: m.firstNameKana,
  sex: m.sex,
  birthDate: m.birthDate,
  educationLevel: m.educationLevel,
  nationality: m.nationality,
  prefectureId: m.prefectureId,
  station: m.station,
  tel: m.tel,
  magazineFlag: m.magazineFlag,
  contractTypes: m.contractTypes,
});

/**
 * Staff acting on a member's account (SPEC §7 member/edit, send-auth-mail, delete) and reading what else the
 * member has (detail-other). Each write is the account module's own flow — the member's field rules, the
 * registration mail, the withdrawal — with the audit row in its transaction; nothing is done a second way here.
 */
@Injectable()
export class AdminMemberAccountService {
  private readonly resource: AdminResource<MemberEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminMemberRepository,
    private readonly members: MembersService,
    private readonly registration: RegistrationService,
    private readonly profile: ProfileService,
    private readonly savedSearches: SavedSearchesService,
    private readonly entries: EntriesService,
    private readonly considers: ConsidersService,
    private readonly contacts: ContactsService,
    private readonly audit: AuditLogService,
  ) {
    this.resource = {
      name: MEMBER_RESOURCE,
      dataSource,
      store: repository.records,
      audit,
      notFound: () => new AdminMemberNotFoundError(),
      snapshot: profileOf,
    };
  }

  async other(id: number): Promise<AdminMemberOtherDto> {
    if (!(await this.repository.findById(id))) throw new AdminMemberNotFoundError();
    const [social, conversions, referrals, savedSearches, entryCount, considerCount] = await Promise.all([
      this.members.socialAccountsOf(id),
      this.members.conversionsOf(id),
      this.contacts.introductionsBy(id),
      this.savedSearches.list(id),
      this.entries.count(id),
      this.considers.count(id),
    ]);
    return {
      id,
      social_accounts: social.map((a) => ({ type: a.type, type_label: SOCIAL_ACCOUNT_TYPE_LABELS[a.type], linked_at: a.linkedAt.toISOString() })),
      conversions: conversions.map((c) => ({
        gclid: c.gclid,
        utm_source: c.utmSource,
        utm_medium: c.utmMedium,
        utm_campaign: c.utmCampaign,
        utm_term: c.utmTerm,
        utm_content: c.utmContent,
        landing_path: c.landingPath,
        arrived_at: isoOrNull(c.arrivedAt),
      })),
      referrals: referrals.map((r) => ({ id: r.id, name: r.name, requested_at: r.createdAt.toISOString() })),
      saved_searches: savedSearches,
      entry_count: entryCount,
      consider_count: considerCount,
    };
  }

  /**
   * Saves the member info at the version the form read (409 ADMIN_STALE_VERSION after the member's own save or
   * another staff member's), with the member's own rules: the DTO's (MemberInfoFieldsDto) and the master lists'.
   */
  async edit(actor: AuditActor, dto: AdminMemberEditBodyDto): Promise<void> {
    const errors = await this.registration.masterFieldErrors(dto.prefecture_id, dto.contract_types);
    if (Object.keys(errors).length) throw new AccountFieldsInvalidError(errors);
    await updateRecord(this.resource, actor, dto.id, dto.version, memberInfoColumns(dto));
  }

  /** The registration mail again for a member still 仮登録 (the account module's own mail and link). */
  async sendAuthMail(actor: AuditActor, id: number, now = new Date()): Promise<AdminMemberSendAuthMailResponseDto> {
    await runTransaction(this.dataSource, async (manager) => {
      const outcome = await this.registration.resendForStaff(id, manager, now);
      if (outcome === 'not-found') throw new AdminMemberNotFoundError();
      if (outcome === 'authenticated') throw new AdminMemberAlreadyRegisteredError();
      if (outcome === 'too-soon') throw new AdminMemberAuthMailTooSoonError();
      await this.audit.record(manager, actor, { action: 'update', resource: MEMBER_RESOURCE, recordId: id, before: { authMailSentAt: null }, after: { authMailSentAt: now } });
    });
    return { result: true, sent_at: now.toISOString() };
  }

  /**
   * The member's withdrawal done by staff: exactly the member's own delete-user (ProfileService.withdrawNow —
   * personal data anonymised, skill sheets, shortlist and saved searches removed, sessions ended, the goodbye
   * mail), with the audit row in its transaction. The log keeps no personal data of it: only that it happened.
   */
  async withdraw(actor: AuditActor, id: number, now = new Date()): Promise<void> {
    const done = await this.profile.withdrawNow(id, (manager) =>
      this.audit.record(manager, actor, { action: 'delete', resource: MEMBER_RESOURCE, recordId: id, before: { withdrawnAt: null }, after: { withdrawnAt: now } }),
    );
    if (!done) throw new AdminMemberNotFoundError();
  }
}
