import type { RenderedMail } from '../mail/mail.types';
import { layout } from '../mail/templates/layout';
import type { CompanyContactEntity } from './entities/company-contact.entity';
import type { IntroduceRequestEntity } from './entities/introduce-request.entity';
import { CONTACT_TYPE_LABELS, INTERNAL_CONTACT_TYPE_LABELS, InternalContactType, type ContactEntity } from './entities/contact.entity';
import { replyWithin } from '@er/site-meta/facts';
import { jst, SUBJECT_PREFIX } from '../mail/templates/mail-text';

// Job payloads carry ids only; the handler loads the row (a deleted row → job skipped).
declare module '../mail/mail.types' {
  interface MailJobs {
    /** Staff notice of a `contacts` row (general inquiry, tax-accountant or guide request). */
    'mail.contact-received': { contactId: number };
    /** Auto-reply to the sender of a `contacts` row: a fixed acknowledgement (none of what was sent). */
    'mail.contact-auto-reply': { contactId: number };
    'mail.company-contact-received': { companyContactId: number };
    'mail.company-contact-auto-reply': { companyContactId: number };
    /** /introduce: staff notice of a referral request, and the mail to the person introduced. */
    'mail.introduce-received': { introduceRequestId: number };
    'mail.introduce-invitation': { introduceRequestId: number };
  }
}

export { DEFAULT_STAFF_MAIL_TO } from '../mail/staff-recipient';
export const GUIDE_THANKS_PATH = '/engineers-guide-to-success/thanks';

export const CONTACT_SUBJECTS = {
  contactReceived: (label: string) => `${SUBJECT_PREFIX}お問い合わせがありました（${label}）`,
  contactAutoReply: `${SUBJECT_PREFIX}お問い合わせありがとうございます`,
  companyReceived: `${SUBJECT_PREFIX}企業様からのお問い合わせがありました`,
  companyAutoReply: `${SUBJECT_PREFIX}お問い合わせありがとうございます（企業様）`,
  taxReceived: `${SUBJECT_PREFIX}税理士紹介のお申し込みがありました`,
  taxAutoReply: `${SUBJECT_PREFIX}税理士紹介のお申し込みありがとうございます`,
  guideReceived: `${SUBJECT_PREFIX}成功ガイドの請求がありました`,
  guideAutoReply: `${SUBJECT_PREFIX}「エンジニアの成功ガイド」をお届けします`,
  introduceReceived: `${SUBJECT_PREFIX}お友達紹介のお申し込みがありました`,
  introduceInvitation: `${SUBJECT_PREFIX}エンジニアルートのご紹介`,
} as const;

const fields = (rows: [string, string | null | undefined][]) =>
  rows.map(([label, value]) => `■${label}\n${value && value !== '' ? value : '（未入力）'}`).join('\n\n');

function contactFields(c: ContactEntity): string {
  if (c.contactType === InternalContactType.GuideRequest) {
    return fields([
      ['お名前', c.name],
      ['メールアドレス', c.email],
    ]);
  }
  if (c.contactType === InternalContactType.TaxAccountantRequest) {
    return fields([
      ['お名前', c.name],
      ['フリガナ', c.nameKana],
      ['メールアドレス', c.email],
      ['電話番号', c.tel],
      ['ご相談内容', c.body],
    ]);
  }
  return fields([
    ['お問い合わせ種別', CONTACT_TYPE_LABELS[c.contactType as keyof typeof CONTACT_TYPE_LABELS]],
    ['お名前', c.name],
    ['フリガナ', c.nameKana],
    ['会社名', c.companyName],
    ['メールアドレス', c.email],
    ['電話番号', c.tel],
    ['お問い合わせ内容', c.body],
  ]);
}

function typeLabel(c: ContactEntity): string {
  return (
    INTERNAL_CONTACT_TYPE_LABELS[c.contactType as InternalContactType] ??
    CONTACT_TYPE_LABELS[c.contactType as keyof typeof CONTACT_TYPE_LABELS] ??
    String(c.contactType)
  );
}

export function renderContactReceived(c: ContactEntity, staffTo: string, appUrl: string): RenderedMail {
  const subject =
    c.contactType === InternalContactType.TaxAccountantRequest
      ? CONTACT_SUBJECTS.taxReceived
      : c.contactType === InternalContactType.GuideRequest
        ? CONTACT_SUBJECTS.guideReceived
        : CONTACT_SUBJECTS.contactReceived(typeLabel(c));
  return {
    to: staffTo,
    replyTo: c.email,
    subject,
    ...layout(
      [
        `Webサイトから「${typeLabel(c)}」の送信がありました。内容をご確認のうえ、対応をお願いします。`,
        contactFields(c),
        `受付番号：${c.id}\n受付日時：${jst(c.createdAt)}\n送信元IP：${c.ip ?? '不明'}`,
      ],
      appUrl,
    ),
  };
}

/**
 * The auto-replies go to whatever address the visitor typed, from our own domain: anything of the visitor's in
 * them (the message, the name, a URL made a link) would let anyone send their text to anyone as us. So they are
 * fixed texts: what was received, its number, how and when we answer; our own links only.
 */
const NOT_YOU = 'このメールはフォームに入力されたメールアドレスへ自動でお送りしています。お心当たりのない場合は、お手数ですがこのメールを破棄してください。';
const HOW_WE_REPLY = `担当者より${replyWithin}に、ご入力いただいたメールアドレス宛てにご連絡いたします（内容によりお電話を差し上げる場合がございます）。`;
const NO_COPY = 'お送りいただいた内容は、安全のためこのメールには記載しておりません。';

export function renderContactAutoReply(c: ContactEntity, appUrl: string): RenderedMail {
  if (c.contactType === InternalContactType.GuideRequest) {
    return {
      to: c.email,
      subject: CONTACT_SUBJECTS.guideAutoReply,
      ...layout(
        [
          'エンジニアルートの「エンジニアの成功ガイド」をご請求いただき、誠にありがとうございます。',
          `下記のページからガイドをダウンロードいただけます。\n${appUrl}${GUIDE_THANKS_PATH}`,
          'フリーランスとしての案件探しや単価交渉のご相談も、無料会員登録のうえお気軽にお寄せください。',
          NOT_YOU,
        ],
        appUrl,
      ),
    };
  }
  const tax = c.contactType === InternalContactType.TaxAccountantRequest;
  return {
    to: c.email,
    subject: tax ? CONTACT_SUBJECTS.taxAutoReply : CONTACT_SUBJECTS.contactAutoReply,
    ...layout(
      [
        tax
          ? 'この度はエンジニアルートの無料税理士紹介にお申し込みいただき、誠にありがとうございます。お申し込みを受け付けました。'
          : 'この度はエンジニアルートにお問い合わせいただき、誠にありがとうございます。お問い合わせを受け付けました。',
        HOW_WE_REPLY,
        `${NO_COPY}\n受付番号：${c.id}`,
        NOT_YOU,
      ],
      appUrl,
    ),
  };
}

function companyFields(c: CompanyContactEntity): string {
  return fields([
    ['会社名', c.companyName],
    ['部署名', c.department],
    ['ご担当者名', c.name],
    ['フリガナ', c.nameKana],
    ['メールアドレス', c.email],
    ['電話番号', c.tel],
    ['お問い合わせ内容', c.body],
  ]);
}

export function renderCompanyContactReceived(c: CompanyContactEntity, staffTo: string, appUrl: string): RenderedMail {
  return {
    to: staffTo,
    replyTo: c.email,
    subject: CONTACT_SUBJECTS.companyReceived,
    ...layout(
      [
        'Webサイトの企業様向けフォームからお問い合わせがありました。内容をご確認のうえ、対応をお願いします。',
        companyFields(c),
        `受付番号：C-${c.id}\n受付日時：${jst(c.createdAt)}\n送信元IP：${c.ip ?? '不明'}`,
      ],
      appUrl,
    ),
  };
}

export function renderCompanyContactAutoReply(c: CompanyContactEntity, appUrl: string): RenderedMail {
  return {
    to: c.email,
    subject: CONTACT_SUBJECTS.companyAutoReply,
    ...layout(
      [
        'この度はエンジニアルートにお問い合わせいただき、誠にありがとうございます。企業様からのお問い合わせを受け付けました。',
        HOW_WE_REPLY,
        `${NO_COPY}\n受付番号：C-${c.id}`,
        NOT_YOU,
      ],
      appUrl,
    ),
  };
}

/** Who referred, as staff and the person introduced see it (null: the form was opened without a valid link). */
export interface Referrer {
  id: number;
  name: string;
  email: string;
}

export function renderIntroduceReceived(r: IntroduceRequestEntity, referrer: Referrer | null, staffTo: string, appUrl: string): RenderedMail {
  return {
    to: staffTo,
    replyTo: r.email,
    subject: CONTACT_SUBJECTS.introduceReceived,
    ...layout(
      [
        'お友達紹介キャンペーンのフォームからお申し込みがありました。ご紹介いただいた方へのご連絡をお願いします。',
        fields([
          ['紹介者', referrer ? `${referrer.name}（会員ID: ${referrer.id} / ${referrer.email}）` : '（紹介リンクなし）'],
          ['ご紹介いただいた方', r.name],
          ['フリガナ', r.nameKana],
          ['メールアドレス', r.email],
          ['電話番号', r.tel],
          ['ご希望・経緯', r.message],
        ]),
        `受付番号：R-${r.id}\n受付日時：${jst(r.createdAt)}\n送信元IP：${r.ip ?? '不明'}`,
      ],
      appUrl,
    ),
  };
}

/**
 * To the address the referral form was given: neither the name typed there nor the referrer's (a member chooses
 * their own name) is in it, for the auto-replies' reason.
 */
export function renderIntroduceInvitation(r: IntroduceRequestEntity, appUrl: string): RenderedMail {
  return {
    to: r.email,
    subject: CONTACT_SUBJECTS.introduceInvitation,
    ...layout(
      [
        'エンジニアルートの会員様より、ITフリーランスエンジニアの案件・求人サイト「エンジニアルート」へのご紹介をいただきました。',
        `担当のコーディネーターより${replyWithin}に、このメールアドレス宛てにご連絡いたします。無料会員登録をしていただくと、スキルに合った案件をすぐにご覧いただけます。\n${appUrl}/user/regist`,
        `受付番号：R-${r.id}`,
        NOT_YOU,
      ],
      appUrl,
    ),
  };
}
