import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { MailHandlerRegistry } from '../mail/mail-handler.registry';
import { MailService } from '../mail/mail.service';
import { ReferralIds } from '../../common/security/referral-id';
import { MasterService } from '../master/master.service';
import { MembersService } from '../members/members.service';
import { staffRecipient } from '../mail/staff-recipient';
import { ContactsRepository } from './contacts.repository';
import {
  renderCompanyContactAutoReply,
  renderCompanyContactReceived,
  renderContactAutoReply,
  renderContactReceived,
  renderIntroduceInvitation,
  renderIntroduceReceived,
  type Referrer,
} from './contacts.mail';
import type { CompanyContactPostRequestDto } from './dto/company-contact.dto';
import { contactTypeOptions, type ContactPostRequestDto, type ContactTypeOptionDto } from './dto/contact.dto';
import type { GuideRequestDto, IntroduceRequestDto, TaxAccountantRequestDto } from './dto/request-forms.dto';
import { InternalContactType } from './entities/contact.entity';
import { scopedIdempotencyKey } from './idempotency-key';

export interface StoredOnce {
  id: number;
  /** false: the idempotency key was seen before, nothing new stored or mailed. */
  created: boolean;
}

/**
 * The public forms: store once per idempotency key (scoped to form and visitor), and in the same
 * transaction queue the staff notice and the auto-reply through the mail outbox; the post never waits
 * for Redis.
 */
@Injectable()
export class ContactsService implements OnModuleInit {
  private readonly referralIds: ReferralIds;

  constructor(
    private readonly repository: ContactsRepository,
    private readonly master: MasterService,
    private readonly members: MembersService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.referralIds = new ReferralIds(config.jwtSecret);
  }

  onModuleInit(): void {
    const staffTo = staffRecipient(this.config);
    const appUrl = this.config.appUrl;
    this.registry.register('mail.contact-received', async ({ contactId }) => {
      const c = await this.repository.findContact(contactId);
      return c && renderContactReceived(c, staffTo, appUrl);
    });
    this.registry.register('mail.contact-auto-reply', async ({ contactId }) => {
      const c = await this.repository.findContact(contactId);
      return c && renderContactAutoReply(c, appUrl);
    });
    this.registry.register('mail.company-contact-received', async ({ companyContactId }) => {
      const c = await this.repository.findCompanyContact(companyContactId);
      return c && renderCompanyContactReceived(c, staffTo, appUrl);
    });
    this.registry.register('mail.introduce-received', async ({ introduceRequestId }) => {
      const r = await this.repository.findIntroduceRequest(introduceRequestId);
      return r && renderIntroduceReceived(r, await this.referrerOf(r.referrerMemberId), staffTo, appUrl);
    });
    this.registry.register('mail.introduce-invitation', async ({ introduceRequestId }) => {
      const r = await this.repository.findIntroduceRequest(introduceRequestId);
      return r && renderIntroduceInvitation(r, appUrl);
    });
    this.registry.register('mail.company-contact-auto-reply', async ({ companyContactId }) => {
      const c = await this.repository.findCompanyContact(companyContactId);
      return c && renderCompanyContactAutoReply(c, appUrl);
    });
  }

  /** The member behind a referral request (gone after a withdrawal: then none). */
  private async referrerOf(memberId: number | null): Promise<Referrer | null> {
    const member = memberId ? await this.members.findAccountById(memberId) : null;
    return member ? { id: member.id, name: `${member.lastName} ${member.firstName}`.trim(), email: member.email } : null;
  }

  contactTypes(): ContactTypeOptionDto[] {
    return contactTypeOptions();
  }

  async postContact(dto: ContactPostRequestDto, ip: string | null): Promise<StoredOnce> {
    return this.repository.insertContactOnce({
      contactType: dto.contact_type,
      name: dto.name,
      nameKana: dto.name_kana,
      email: dto.email,
      tel: dto.tel ?? null,
      companyName: dto.company_name ?? null,
      body: dto.body,
      ip,
      idempotencyKey: scopedIdempotencyKey('contact', ip, dto.idempotency_key),
    }, this.queueContactMails);
  }

  async postCompanyContact(dto: CompanyContactPostRequestDto, ip: string | null): Promise<StoredOnce> {
    return this.repository.insertCompanyContactOnce(
      {
        companyName: dto.company_name,
        department: dto.department ?? null,
        name: dto.name,
        nameKana: dto.name_kana,
        email: dto.email,
        tel: dto.tel,
        body: dto.body,
        ip,
        idempotencyKey: scopedIdempotencyKey('company-contact', ip, dto.idempotency_key),
      },
      async (manager, companyContactId) => {
        await this.mail.enqueue('mail.company-contact-received', { companyContactId }, manager);
        await this.mail.enqueue('mail.company-contact-auto-reply', { companyContactId }, manager);
      },
    );
  }

  /** The contacts table has no prefecture/message columns: both go into the body text. */
  async postTaxAccountantRequest(dto: TaxAccountantRequestDto, ip: string | null): Promise<StoredOnce> {
    const prefecture = dto.prefecture_id ? ((await this.master.prefectureName(dto.prefecture_id)) ?? `ID ${dto.prefecture_id}`) : '（未入力）';
    const body = `お住まいの都道府県：${prefecture}\nご相談内容：\n${dto.message && dto.message !== '' ? dto.message : '（未入力）'}`;
    return this.repository.insertContactOnce({
      contactType: InternalContactType.TaxAccountantRequest,
      name: dto.name,
      nameKana: dto.name_kana,
      email: dto.email,
      tel: dto.tel ?? null,
      companyName: null,
      body,
      ip,
      idempotencyKey: scopedIdempotencyKey('tax-accountant-request', ip, dto.idempotency_key),
    }, this.queueContactMails);
  }

  async postGuideRequest(dto: GuideRequestDto, ip: string | null): Promise<StoredOnce> {
    return this.repository.insertContactOnce({
      contactType: InternalContactType.GuideRequest,
      name: dto.name,
      nameKana: '',
      email: dto.email,
      tel: null,
      companyName: null,
      body: '「エンジニアの成功ガイド」の請求',
      ip,
      idempotencyKey: scopedIdempotencyKey('guide-request', ip, dto.idempotency_key),
    }, this.queueContactMails);
  }

  /** The friends a member referred (/introduce through their link): who and when, newest first (staff's member/detail-other). */
  async introductionsBy(memberId: number): Promise<{ id: number; name: string; createdAt: Date }[]> {
    return (await this.repository.introduceRequestsBy(memberId)).map(({ id, name, createdAt }) => ({ id, name, createdAt }));
  }

  /**
   * make-request-to-introduce (/introduce): stored once per idempotency key with the referring member (from
   * the sealed ref; a forged, stale or withdrawn one stores no referrer), staff notice and invitation mailed.
   */
  async postIntroduceRequest(dto: IntroduceRequestDto, ip: string | null): Promise<StoredOnce> {
    const referrerId = this.referralIds.decode(dto.ref);
    const referrer = referrerId ? await this.members.findAccountById(referrerId) : null;
    return this.repository.insertIntroduceRequestOnce(
      {
        referrerMemberId: referrer?.authenticated ? referrer.id : null,
        name: dto.name,
        nameKana: dto.name_kana,
        email: dto.email,
        tel: dto.tel ?? null,
        message: dto.message && dto.message !== '' ? dto.message : null,
        ip,
        idempotencyKey: scopedIdempotencyKey('introduce-request', ip, dto.idempotency_key),
      },
      async (manager, introduceRequestId) => {
        await this.mail.enqueue('mail.introduce-received', { introduceRequestId }, manager);
        await this.mail.enqueue('mail.introduce-invitation', { introduceRequestId }, manager);
      },
    );
  }

  /** The staff notice and the auto-reply of a `contacts` row, in the transaction that stores it. */
  private readonly queueContactMails = async (manager: EntityManager, contactId: number): Promise<void> => {
    await this.mail.enqueue('mail.contact-received', { contactId }, manager);
    await this.mail.enqueue('mail.contact-auto-reply', { contactId }, manager);
  };
}
