import type { MailJobName } from '../mail.types';

export type RecipientKind = 'member' | 'visitor' | 'staff' | 'test' | 'other';

export const RECIPIENT_KIND_LABELS: Record<RecipientKind, string> = {
  member: '会員',
  visitor: 'お問い合わせ者',
  staff: 'スタッフ',
  test: 'テスト送信',
  other: 'その他',
};

/**
 * Who each job's mail goes to, for the dead-letter list: staff see whom a failed mail was for without
 * the payload (which may carry a link with a one-time token). A Record over every job name, so a new job
 * does not compile until it says who receives it.
 */
export const RECIPIENT_KINDS: Record<MailJobName, Exclude<RecipientKind, 'other'>> = {
  'mail.test': 'test',
  'mail.member-verify': 'member',
  'mail.member-register-exists': 'member',
  'mail.member-temporary': 'member',
  'mail.member-password-reset': 'member',
  'mail.member-password-changed': 'member',
  'mail.member-email-change': 'member',
  'mail.member-email-change-taken': 'member',
  'mail.member-email-changed': 'member',
  'mail.member-withdrawn': 'member',
  'mail.member-social-linked': 'member',
  'mail.member-social-unlinked': 'member',
  'mail.entry-received': 'member',
  'mail.entry-status-changed': 'member',
  'mail.saved-search-digest': 'member',
  'mail.entry-staff-notice': 'staff',
  'mail.contact-received': 'staff',
  'mail.company-contact-received': 'staff',
  'mail.introduce-received': 'staff',
  'mail.staff-password-setup': 'staff',
  'mail.contact-auto-reply': 'visitor',
  'mail.company-contact-auto-reply': 'visitor',
  'mail.introduce-invitation': 'visitor',
};

/** 'other' for a job this version does not know (a row written by a newer one, or a retired job). */
export function recipientKindOf(jobName: string): RecipientKind {
  return (RECIPIENT_KINDS as Record<string, RecipientKind | undefined>)[jobName] ?? 'other';
}
