import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword } from '../../../database/password-hash';
import { isDuplicateKeyError, runTransaction } from '../../../database/transaction';
import { AttemptThrottle } from '../../../common/throttle/attempt-throttle';
import { MailHandlerRegistry } from '../../mail/mail-handler.registry';
import { MailService } from '../../mail/mail.service';
import { MasterService } from '../../master/master.service';
import { MembersService, type MemberConversion, type MemberProfileFields } from '../../members/members.service';
import { AccountLinks, LINK_TTL_MS } from '../account-links';
import { toConversion } from '../dto/ad-params.dto';
import { AccountFieldsInvalidError, RegistrationLinkInvalidError } from '../account.errors';
import { renderRegisterExistsMail, renderTemporaryMail, renderVerifyMail } from '../account.mail';
import type { MemberRegisterRequestDto, TemporaryRegisterRequestDto } from './registration.dto';
import { joinIds, splitIds } from '../../members/comma-ids';

/** Staff resend a provisional member's link at most once a minute (the link's issue time is its expiry less its lifetime). */
export const STAFF_RESEND_INTERVAL_MS = 60 * 1000;

/**
 * Sign-up with mail verification (issue 12): member-register stores a provisional member and queues the
 * verification mail in one transaction; the link (24 h, single use) makes the member authenticated.
 * No account enumeration: an address that already belongs to a member gets the same answer, and its owner
 * a mail saying someone tried to register with it.
 */
@Injectable()
export class RegistrationService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly master: MasterService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    private readonly links: AccountLinks,
    private readonly throttle: AttemptThrottle,
  ) {}

  onModuleInit(): void {
    this.registry.register('mail.member-verify', async ({ memberId, link }) => {
      const token = this.links.open(link);
      const member = await this.members.findAccountById(memberId);
      // Verified meanwhile, withdrawn, or a newer link sent: this one is not worth sending any more.
      if (!token || !member || member.authenticated || !(await this.members.holdsLink('auth', memberId, token))) return null;
      return renderVerifyMail(member, this.links.url('registration', token), this.links.appUrl);
    });
    this.registry.register('mail.member-temporary', async ({ memberId, link }) => {
      const token = this.links.open(link);
      const member = await this.members.findAccountById(memberId);
      if (!token || !member || member.authenticated || !(await this.members.holdsLink('passwordReset', memberId, token))) return null;
      return renderTemporaryMail(member, this.links.url('temporary', token), this.links.appUrl);
    });
    this.registry.register('mail.member-register-exists', async ({ memberId }) => {
      const member = await this.members.findAccountById(memberId);
      return member && renderRegisterExistsMail(member, this.links.appUrl);
    });
  }

  async register(dto: MemberRegisterRequestDto, ip: string): Promise<void> {
    await this.throttle.hit('member-register', dto.email, ip);
    await this.assertFields(dto);
    const profile = this.profileOf(dto);
    const passwordHash = await hashPassword(dto.password);
    try {
      await this.storeAndMail(dto.email, passwordHash, profile, toConversion(dto.ad_params));
    } catch (error) {
      // Two sign-ups with one new address at the same moment: the other one stored it and sent its mail.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** member-send-auth-mail: a new link for a provisional member; the same answer for any address. */
  async resendVerification(email: string, ip: string): Promise<void> {
    await this.throttle.hit('auth-mail', email, ip);
    await runTransaction(this.dataSource, async (manager) => {
      const member = await this.members.findAccountByEmail(email, manager);
      if (member) await this.mailExisting(member, manager);
    });
  }

  /**
   * Staff's member/send-auth-mail: a provisional member's link again — the same mail as member-send-auth-mail
   * (a short-form member's password link, else the verification link; the earlier link stops working), in the
   * caller's transaction (its audit row). Not for an authenticated member ('authenticated': staff are told so),
   * nor within a minute of the last link ('too-soon': a double click, or staff and the member at once, must not
   * fill the member's inbox). The member's row stays locked until the caller's transaction ends.
   */
  async resendForStaff(memberId: number, manager: EntityManager, now = new Date()): Promise<'sent' | 'not-found' | 'authenticated' | 'too-soon'> {
    const member = await this.members.lockAccount(memberId, manager);
    if (!member) return 'not-found';
    if (member.authenticated) return 'authenticated';
    const temporary = await this.members.isTemporary(memberId);
    const expiresAt = await this.members.linkExpiresAt(temporary ? 'passwordReset' : 'auth', memberId, manager);
    const issuedAt = expiresAt && expiresAt.getTime() - LINK_TTL_MS[temporary ? 'temporary' : 'registration'];
    if (issuedAt && now.getTime() - issuedAt < STAFF_RESEND_INTERVAL_MS) return 'too-soon';
    await this.mailExisting(member, manager);
    return 'sent';
  }

  /**
   * temporary/register (landing pages): a provisional member with name and phone, and a mail whose link lets
   * them choose a password, which completes the sign-up. The same answer for any address.
   */
  async registerTemporary(dto: TemporaryRegisterRequestDto, ip: string): Promise<void> {
    await this.throttle.hit('member-register', dto.email, ip);
    const [lastName, ...rest] = dto.name.split(/\s+/);
    const profile = { lastName, firstName: rest.join(' '), tel: dto.tel };
    try {
      await runTransaction(this.dataSource, async (manager) => {
        const existing = await this.members.findAccountByEmail(dto.email, manager);
        if (existing) return this.mailExisting(existing, manager);
        const link = this.links.create('temporary');
        const memberId = await this.members.createTemporary(dto.email, profile, link, manager);
        const conversion = toConversion(dto.ad_params);
        if (conversion) await this.members.recordConversion(memberId, conversion, manager);
        await this.mail.enqueue('mail.member-temporary', { memberId, link: this.links.seal(link.token) }, manager);
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** temporary/sendmail: the short sign-up's link again (or what fits the address now); the same answer for any address. */
  async resendTemporary(email: string, ip: string): Promise<void> {
    await this.throttle.hit('auth-mail', email, ip);
    await runTransaction(this.dataSource, async (manager) => {
      const member = await this.members.findAccountByEmail(email, manager);
      if (member) await this.mailExisting(member, manager);
    });
  }

  /**
   * What an address already known gets when it signs up or asks again: a member is told they are registered;
   * a short-form member gets a new password link; a provisional member a new verification link.
   */
  private async mailExisting(member: { id: number; authenticated: boolean }, manager: EntityManager): Promise<void> {
    if (member.authenticated) {
      await this.mail.enqueue('mail.member-register-exists', { memberId: member.id }, manager);
    } else if (await this.members.isTemporary(member.id)) {
      const link = this.links.create('temporary');
      await this.members.issueLink('passwordReset', member.id, link, manager);
      await this.mail.enqueue('mail.member-temporary', { memberId: member.id, link: this.links.seal(link.token) }, manager);
    } else {
      const link = this.links.create('registration');
      await this.members.issueLink('auth', member.id, link, manager);
      await this.mail.enqueue('mail.member-verify', { memberId: member.id, link: this.links.seal(link.token) }, manager);
    }
  }

  /**
   * member-register-auth-mail-complete: the link makes the member authenticated (used up at once).
   * Returns the member id so the controller can start the session. Guessing is throttled per IP.
   */
  async completeVerification(token: string, ip: string): Promise<number> {
    const attempt = await this.throttle.reserve('member-link', ip, ip);
    const member = await this.members.findByLink('auth', token);
    if (!member || member.authenticated || !(await this.members.verifyWithLink(member.id, token))) throw new RegistrationLinkInvalidError();
    await attempt.succeeded();
    return member.id;
  }

  private async storeAndMail(email: string, passwordHash: string, profile: MemberProfileFields, conversion: MemberConversion | null): Promise<void> {
    await runTransaction(this.dataSource, async (manager) => {
      const existing = await this.members.findAccountByEmail(email, manager);
      if (existing?.authenticated) {
        await this.mail.enqueue('mail.member-register-exists', { memberId: existing.id }, manager);
        return;
      }
      const link = this.links.create('registration');
      const memberId = existing
        ? (await this.members.refreshProvisional(existing.id, passwordHash, profile, link, manager), existing.id)
        : await this.members.createProvisional(email, passwordHash, profile, link, manager);
      if (conversion) await this.members.recordConversion(memberId, conversion, manager);
      await this.mail.enqueue('mail.member-verify', { memberId, link: this.links.seal(link.token) }, manager);
    });
  }

  /** What the DTO cannot check alone: the repetition of the password, and ids against the master lists. */
  private async assertFields(dto: Pick<MemberRegisterRequestDto, 'password' | 'password_confirmation' | 'prefecture_id' | 'contract_types'>): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (dto.password !== dto.password_confirmation) errors.password_confirmation = ['パスワードが一致しません'];
    Object.assign(errors, await this.masterFieldErrors(dto.prefecture_id, dto.contract_types));
    if (Object.keys(errors).length) throw new AccountFieldsInvalidError(errors);
  }

  async masterFieldErrors(prefectureId: number | null | undefined, contractTypes: string | undefined): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (prefectureId != null && (await this.master.prefectureName(prefectureId)) === null) errors.prefecture_id = ['都道府県を選択してください'];
    const ids = splitIds(contractTypes);
    if (ids.length) {
      const known = new Set((await this.master.contractTypes()).map((c) => c.id));
      if (ids.some((id) => !known.has(id))) errors.contract_types = ['希望する契約形態を選択肢から選んでください'];
    }
    return errors;
  }

  private profileOf(dto: MemberRegisterRequestDto): MemberProfileFields {
    return {
      lastName: dto.last_name,
      firstName: dto.first_name,
      lastNameKana: dto.last_name_kana,
      firstNameKana: dto.first_name_kana,
      birthDate: dto.birth_date,
      prefectureId: dto.prefecture_id,
      tel: dto.tel,
      magazineFlag: dto.magazine_flag === 1,
      contractTypes: joinIds(splitIds(dto.contract_types)),
      sex: dto.sex ?? null,
      educationLevel: dto.education_level ?? null,
      station: dto.station ?? null,
    };
  }
}
