import type { RenderedMail } from '../../mail/mail.types';
import { layout } from '../../mail/templates/layout';
import { SUBJECT_PREFIX } from '../../mail/templates/mail-text';
import { ADMIN_ROLE_LABELS, type AdminRole } from '../entities/admin-user.entity';

// The payload carries the account id and the link's token sealed (SealedBox 'mail-link', as the member
// links): neither the outbox table nor Redis holds a working link.
declare module '../../mail/mail.types' {
  interface MailJobs {
    /** An owner invited a staff member (user/create) or reset their password (user/edit `reset`): the password-setup link (24 h). */
    'mail.staff-password-setup': { adminId: number; link: string; reason: StaffSetupReason };
  }
}

export type StaffSetupReason = 'invite' | 'reset';

export const STAFF_SUBJECTS: Record<StaffSetupReason, string> = {
  invite: `${SUBJECT_PREFIX}管理画面へのご招待（パスワードの設定をお願いします）`,
  reset: `${SUBJECT_PREFIX}管理画面のパスワード再設定のお願い`,
};

interface Addressee {
  email: string;
  name: string;
  role: AdminRole;
}

/** The password-setup mail of a staff account: an invitation, or a reset by an owner. */
export function renderStaffPasswordSetupMail(staff: Addressee, reason: StaffSetupReason, url: string, appUrl: string): RenderedMail {
  const opening =
    reason === 'invite'
      ? `エンジニアルート管理画面のスタッフアカウントが作成されました（権限：${ADMIN_ROLE_LABELS[staff.role]}）。`
      : 'オーナーが、あなたの管理画面アカウントのパスワードをリセットしました。これまでのパスワードではログインできません。';
  return {
    to: staff.email,
    subject: STAFF_SUBJECTS[reason],
    ...layout(
      [
        `${staff.name} 様`,
        opening,
        `下記のリンクを開いてパスワードを設定してください。設定後は、このメールアドレス（${staff.email}）と新しいパスワードでログインできます。\n${url}`,
        '※リンクの有効期限は24時間です。一度使用したリンクは無効になります。期限が切れた場合は、オーナーに再発行を依頼してください。',
        `管理画面のログイン：${appUrl}/admin/login`,
        'お心当たりのない場合は、このメールを破棄してください。',
      ],
      appUrl,
    ),
  };
}
