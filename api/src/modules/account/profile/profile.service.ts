import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { ageOn, parseBirthDate } from '@er/site-meta/birth-date';
import { ReferralIds } from '../../../common/security/referral-id';
import { AttemptThrottle } from '../../../common/throttle/attempt-throttle';
import { runTransaction } from '../../../database/transaction';
import { AuthService } from '../../auth/auth.service';
import { MailHandlerRegistry } from '../../mail/mail-handler.registry';
import { MailService } from '../../mail/mail.service';
import { MasterService } from '../../master/master.service';
import { MembersService, type MemberProfile } from '../../members/members.service';
import { SkillSheetsService } from '../../skill-sheets/skill-sheets.service';
import { ConsidersService } from '../../considers/considers.service';
import { MemberSurveysService } from '../../member-surveys/member-surveys.service';
import { SavedSearchesService } from '../../saved-searches/saved-searches.service';
import { TagsService } from '../../tags/tags.service';
import { AccountLinks } from '../account-links';
import { toConversion } from '../dto/ad-params.dto';
import { memberInfoColumns } from '../dto/member-info.dto';
import { SocialService } from '../social/social.service';
import { AccountFieldsInvalidError, EmailChangeLinkInvalidError } from '../account.errors';
import { renderEmailChangedMail, renderEmailChangeMail, renderEmailChangeTakenMail, renderWithdrawnMail } from '../account.mail';
import { RegistrationService } from '../registration/registration.service';
import { joinIds, splitIds } from '../../members/comma-ids';
import type { StoreOfflineCvdataRequestDto, UpdateUserInfoRequestDto, UserInfoDto } from './profile.dto';

const YEN_PER_MAN = 10_000;

/**
 * The logged-in member's own account (issue 12): profile (get-user-info / update-user-info), e-mail change
 * with a link to the new address, and withdrawal. Callers pass the logged-in member's id only.
 */
@Injectable()
export class ProfileService implements OnModuleInit {
  private readonly referralIds: ReferralIds;

  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly tags: TagsService,
    private readonly master: MasterService,
    private readonly registration: RegistrationService,
    private readonly skillSheets: SkillSheetsService,
    private readonly considers: ConsidersService,
    private readonly savedSearches: SavedSearchesService,
    private readonly surveys: MemberSurveysService,
    private readonly auth: AuthService,
    private readonly social: SocialService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    private readonly links: AccountLinks,
    private readonly throttle: AttemptThrottle,
    @InjectConfig() config: AppConfig,
  ) {
    this.referralIds = new ReferralIds(config.jwtSecret);
  }

  /** encrypt-user-id: the member's own referral link (/introduce?ref=…). */
  referralLink(memberId: number): { encrypted_user_id: string; url: string } {
    const ref = this.referralIds.encode(memberId);
    return { encrypted_user_id: ref, url: `${this.links.appUrl}/introduce?ref=${ref}` };
  }

  onModuleInit(): void {
    this.registry.register('mail.member-email-change', async ({ memberId, link }) => {
      const token = this.links.open(link);
      const member = await this.members.findAccountById(memberId);
      const to = await this.members.pendingEmailOf(memberId);
      if (!token || !member || !to || !(await this.members.holdsLink('emailChange', memberId, token))) return null;
      return renderEmailChangeMail(member, to, this.links.url('emailChange', token), this.links.appUrl);
    });
    this.registry.register('mail.member-email-change-taken', async ({ to }) => {
      const address = this.links.openAddress(to);
      return address ? renderEmailChangeTakenMail(address, this.links.appUrl) : null;
    });
    this.registry.register('mail.member-email-changed', async ({ memberId, oldEmail }) => {
      const member = await this.members.findAccountById(memberId);
      const to = this.links.openAddress(oldEmail);
      return member && to ? renderEmailChangedMail(member, to, this.links.appUrl) : null;
    });
    this.registry.register('mail.member-withdrawn', async ({ to }) => {
      const address = this.links.openAddress(to);
      return address ? renderWithdrawnMail(address, this.links.appUrl) : null;
    });
  }

  async userInfo(memberId: number): Promise<UserInfoDto> {
    const profile = await this.members.findProfile(memberId);
    // The guard found the member a moment ago; withdrawn in between is a stale session.
    if (!profile) throw new AccountFieldsInvalidError({});
    const terms = new Map((await this.tags.tagsByIds(profile.skills.map((s) => s.tagId))).map((t) => [t.id, t.term]));
    const birth = parseBirthDate(profile.birthDate);
    const { completeness, missing } = completenessOf(profile);
    return {
      id: profile.id,
      email: profile.email,
      pending_email: profile.pendingEmail,
      last_name: profile.lastName,
      first_name: profile.firstName,
      last_name_kana: profile.lastNameKana,
      first_name_kana: profile.firstNameKana,
      sex: profile.sex,
      birth_date: profile.birthDate,
      age: birth ? ageOn(birth) : null,
      education_level: profile.educationLevel,
      nationality: profile.nationality,
      prefecture_id: profile.prefectureId,
      station: profile.station,
      tel: profile.tel,
      magazine_flag: profile.magazineFlag ? 1 : 0,
      contract_types: profile.contractTypes,
      // A skill whose tag was deleted since is left out (it can no longer match listings).
      skills: profile.skills.filter((s) => terms.has(s.tagId)).map((s) => ({ tag_id: s.tagId, term: terms.get(s.tagId)!, experience_years: s.experienceYears })),
      desired_rate_man: profile.desiredRate === null ? null : Math.round(profile.desiredRate / YEN_PER_MAN),
      desired_remote_level: profile.desiredRemoteLevel,
      desired_area_ids: profile.desiredAreaIds,
      completeness,
      missing_fields: missing,
      registered_at: profile.createdAt.toISOString(),
    };
  }

  async updateUserInfo(memberId: number, dto: UpdateUserInfoRequestDto): Promise<void> {
    const errors = await this.registration.masterFieldErrors(dto.prefecture_id, dto.contract_types);
    const skillIds = [...new Set(dto.skills.map((s) => s.tag_id))];
    if (skillIds.length !== dto.skills.length) errors.skills = ['同じスキルが重複しています'];
    const known = new Set((await this.tags.tagsByIds(skillIds)).map((t) => t.id));
    if (skillIds.some((id) => !known.has(id))) errors.skills = ['スキルを選択肢から選んでください'];
    const areaIds = splitIds(dto.desired_area_ids);
    if (areaIds.length) {
      const { areas } = await this.master.lookup({ areaIds });
      if (areaIds.some((id) => !areas.has(id))) errors.desired_area_ids = ['希望勤務地を選択肢から選んでください'];
    }
    if (Object.keys(errors).length) throw new AccountFieldsInvalidError(errors);
    await runTransaction(this.dataSource, (manager) =>
      this.members.updateProfile(
        memberId,
        {
          ...memberInfoColumns(dto),
          desiredRate: dto.desired_rate_man == null ? null : dto.desired_rate_man * YEN_PER_MAN,
          desiredRemoteLevel: dto.desired_remote_level ?? null,
          desiredAreaIds: joinIds(areaIds),
        },
        dto.skills.map((s) => ({ tagId: s.tag_id, experienceYears: s.experience_years ?? null })),
        manager,
      ),
    );
  }

  /**
   * send-mail-for-change-mail: a link to the new address. An address another member uses is not revealed
   * to the requester (the same answer); that address is told instead.
   */
  async requestEmailChange(memberId: number, newEmail: string, ip: string): Promise<void> {
    const member = await this.members.findAccountById(memberId);
    if (!member) return;
    if (member.email === newEmail) throw new AccountFieldsInvalidError({ email: ['現在のメールアドレスと同じです。新しいメールアドレスを入力してください'] });
    await this.throttle.hit('email-change-mail', member.email, ip);
    await runTransaction(this.dataSource, async (manager) => {
      if (await this.members.emailTaken(newEmail, memberId, manager)) {
        await this.mail.enqueue('mail.member-email-change-taken', { to: this.links.sealAddress(newEmail) }, manager);
        return;
      }
      const link = this.links.create('emailChange');
      await this.members.startEmailChange(memberId, newEmail, link, manager);
      await this.mail.enqueue('mail.member-email-change', { memberId, link: this.links.seal(link.token) }, manager);
    });
  }

  /** send-mail-for-change-mail-auth: the new address becomes the login id; every session ends; the old address is told. */
  async completeEmailChange(token: string, ip: string): Promise<string> {
    const attempt = await this.throttle.reserve('member-link', ip, ip);
    const member = await this.members.findByLink('emailChange', token);
    if (!member) throw new EmailChangeLinkInvalidError();
    await attempt.succeeded();
    return runTransaction(this.dataSource, async (manager) => {
      const pending = await this.members.pendingEmailOf(member.id);
      // Taken by someone else since the link was sent (a sign-up with it): the change cannot happen.
      if (pending && (await this.members.emailTaken(pending, member.id, manager))) {
        throw new AccountFieldsInvalidError({ email: ['このメールアドレスは現在ご利用いただけません。別のメールアドレスでお手続きください'] });
      }
      const changed = await this.members.completeEmailChange(member.id, token, manager);
      if (!changed) throw new EmailChangeLinkInvalidError();
      await this.members.endSessions(member.id, manager);
      await this.mail.enqueue('mail.member-email-changed', { memberId: member.id, oldEmail: this.links.sealAddress(changed.oldEmail) }, manager);
      return changed.newEmail;
    });
  }

  /** store-offline-cvdata: one conversion record, when the visitor arrived with at least one ad parameter. */
  async recordConversion(memberId: number, dto: StoreOfflineCvdataRequestDto): Promise<void> {
    const conversion = toConversion(dto);
    if (conversion) await this.members.recordConversion(memberId, conversion);
  }

  /**
   * delete-user: after the password is typed again, personal data anonymised, skill sheets deleted
   * (files after the commit), every session ended, a goodbye mail to the address the member had.
   */
  async withdraw(memberId: number, proof: { password?: string; idToken?: string }, ip: string): Promise<void> {
    const member = await this.members.findAccountById(memberId);
    if (!member) return;
    if (proof.idToken !== undefined) {
      if (!(await this.social.isFreshOwnLogin(memberId, proof.idToken, ip))) {
        throw new AccountFieldsInvalidError({ id_token: ['連携済みのソーシャルアカウントで、もう一度サインインしてください'] });
      }
    } else if (!(await this.auth.confirmMemberPassword(memberId, proof.password ?? '', ip))) {
      throw new AccountFieldsInvalidError({ password: ['パスワードが正しくありません'] });
    }
    await this.withdrawNow(memberId);
  }

  /**
   * The withdrawal itself, once it is decided — the member's own delete-user above, or staff's member/delete
   * (whose audit row goes in `alsoInTransaction`, so both happen or neither). The member's row is locked first:
   * a second withdrawal of the same member waits and then finds none (false, nothing written or mailed).
   */
  async withdrawNow(memberId: number, alsoInTransaction?: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    const deleteFiles = await runTransaction(this.dataSource, async (manager) => {
      const member = await this.members.lockAccount(memberId, manager);
      if (!member) return null;
      const removeFiles = await this.skillSheets.removeAllOf(memberId, manager);
      await this.considers.removeAllOf(memberId, manager);
      await this.savedSearches.removeAllOf(memberId, manager);
      await this.surveys.removeAllOf(memberId, manager);
      await this.members.endSessions(memberId, manager);
      await this.members.withdraw(memberId, manager);
      await this.mail.enqueue('mail.member-withdrawn', { to: this.links.sealAddress(member.email) }, manager);
      if (alsoInTransaction) await alsoInTransaction(manager);
      return removeFiles;
    });
    if (!deleteFiles) return false;
    await deleteFiles();
    return true;
  }
}

/** Share of the profile a member has filled in, and the Japanese names of what is missing (my page). */
export function completenessOf(p: MemberProfile): { completeness: number; missing: string[] } {
  const checks: [string, boolean][] = [
    ['氏名', !!p.lastName && !!p.firstName],
    ['フリガナ', !!p.lastNameKana && !!p.firstNameKana],
    ['性別', p.sex !== null],
    ['生年月日', !!p.birthDate],
    ['最終学歴', p.educationLevel !== null],
    ['都道府県', p.prefectureId !== null],
    ['最寄り駅', !!p.station],
    ['電話番号', !!p.tel],
    ['希望する契約形態', !!p.contractTypes],
    ['スキル', p.skills.length > 0],
    ['希望単価', p.desiredRate !== null],
    // Desired areas and way of working are left out: こだわらない (none chosen) is a complete answer.
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([label]) => label);
  return { completeness: Math.round(((checks.length - missing.length) / checks.length) * 100), missing };
}
