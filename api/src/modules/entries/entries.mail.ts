import { formatJapaneseDate } from '@er/site-meta/birth-date';
import { replyWithin } from '@er/site-meta/facts';
import type { RenderedMail } from '../mail/mail.types';
import { layout } from '../mail/templates/layout';
import { dear, jst, quote, SUBJECT_PREFIX } from '../mail/templates/mail-text';

// Job payloads carry the entry id only; the handler loads it (an entry gone → job skipped).
declare module '../mail/mail.types' {
  interface MailJobs {
    /** SPEC §7 send-mail-to-user: the confirmation to the member, queued with the entry. */
    'mail.entry-received': { entryId: number };
    /** Notice to staff (STAFF_MAIL_TO) with the entry's admin link. */
    'mail.entry-staff-notice': { entryId: number };
    /** Staff moved the entry's status (entry/update-status): the member hears the status it was moved to. */
    'mail.entry-status-changed': { entryId: number; status: string };
  }
}

export const ENTRY_SUBJECTS = {
  received: `${SUBJECT_PREFIX}エントリーを受け付けました`,
  staffNotice: (itemName: string) => `${SUBJECT_PREFIX}エントリーがありました（${itemName}）`,
  statusChanged: (statusLabel: string) => `${SUBJECT_PREFIX}選考状況が「${statusLabel}」になりました`,
} as const;

/** What both mails say about the entry, loaded by the handler. */
export interface EntryMailData {
  entryId: number;
  itemId: number;
  itemName: string;
  enteredAt: Date;
  message: string | null;
  desiredStartDate: string | null;
  skillSheetName: string | null;
  member: { id: number; email: string; lastName: string; firstName: string; lastNameKana: string | null; firstNameKana: string | null; tel: string | null };
}


function details(e: EntryMailData, appUrl: string): string {
  return [
    `■案件\n${e.itemName}\n${appUrl}/item/detail/${e.itemId}`,
    `■エントリー日時\n${jst(e.enteredAt)}`,
    `■提出したスキルシート\n${e.skillSheetName ?? '（なし）'}`,
    `■稼働開始希望日\n${e.desiredStartDate ? formatJapaneseDate(e.desiredStartDate) : '（未入力）'}`,
    `■担当者へのメッセージ\n${e.message ? quote(e.message) : '（なし）'}`,
  ].join('\n\n');
}

export function renderEntryReceivedMail(e: EntryMailData, appUrl: string): RenderedMail {
  return {
    to: e.member.email,
    subject: ENTRY_SUBJECTS.received,
    ...layout(
      [
        dear(e.member),
        'エンジニアルートをご利用いただき、誠にありがとうございます。以下の案件へのエントリーを受け付けました。',
        details(e, appUrl),
        `担当のコーディネーターが内容を確認し、${replyWithin}にご連絡いたします。選考状況はマイページのエントリー履歴でご確認いただけます。\n${appUrl}/user/entry`,
        '選考が始まる前であれば、エントリー履歴からエントリーを辞退できます。',
        'お心当たりのない場合は、お手数ですがお問い合わせフォームよりご連絡ください。',
      ],
      appUrl,
    ),
  };
}

export function renderEntryStaffNoticeMail(e: EntryMailData, to: string, appUrl: string): RenderedMail {
  const m = e.member;
  const kana = [m.lastNameKana, m.firstNameKana].filter(Boolean).join(' ');
  return {
    to,
    replyTo: m.email,
    subject: ENTRY_SUBJECTS.staffNotice(e.itemName),
    ...layout(
      [
        '案件へのエントリーがありました。管理画面で内容を確認してください。',
        `管理画面：${appUrl}/admin/entry/edit/${e.entryId}`,
        `■会員\n${`${m.lastName} ${m.firstName}`.trim() || '（未入力）'}${kana ? `（${kana}）` : ''}\n会員ID：${m.id}\nメールアドレス：${m.email}\n電話番号：${m.tel ?? '（未入力）'}`,
        details(e, appUrl),
      ],
      appUrl,
    ),
  };
}

/** What the member is told at each status staff set: what it means for them and what comes next. */
const STATUS_NEWS: Record<string, string> = {
  applied: 'エントリーの状況を「エントリー済み」に戻しました。担当のコーディネーターが改めて内容を確認いたします。',
  screening: 'ご提出いただいた内容をもとに、書類選考を進めております。結果がわかり次第ご連絡いたします。',
  interview: '書類選考を通過しました。面談の日程を調整いたしますので、担当のコーディネーターからの連絡をお待ちください。',
  result_sent: '選考の結果をご連絡いたしました。内容をご確認ください。ご不明な点は担当のコーディネーターまでお問い合わせください。',
};

/** The member's mail when staff move the entry's status (entry/update-status), with the status it was moved to. */
export function renderEntryStatusChangedMail(e: EntryMailData, status: { code: string; label: string }, appUrl: string): RenderedMail {
  return {
    to: e.member.email,
    subject: ENTRY_SUBJECTS.statusChanged(status.label),
    ...layout(
      [
        dear(e.member),
        'エンジニアルートをご利用いただき、誠にありがとうございます。以下の案件へのエントリーの選考状況が変わりました。',
        `■案件\n${e.itemName}\n${appUrl}/item/detail/${e.itemId}`,
        `■現在の選考状況\n${status.label}`,
        STATUS_NEWS[status.code] ?? '',
        `これまでの経過はマイページのエントリー履歴でご確認いただけます。\n${appUrl}/user/entry`,
      ].filter(Boolean),
      appUrl,
    ),
  };
}
