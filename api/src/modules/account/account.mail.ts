import type { RenderedMail } from '../mail/mail.types';
import { layout } from '../mail/templates/layout';
import { dear, SUBJECT_PREFIX } from '../mail/templates/mail-text';

// Job payloads carry the member id and, for a link, its token sealed (AccountLinks): never a readable secret.
declare module '../mail/mail.types' {
  interface MailJobs {
    /** Sign-up: the link to /user/regist/comp (24 h). Also the resend of member-send-auth-mail. */
    'mail.member-verify': { memberId: number; link: string };
    /** Someone signed up (or asked for the verification mail) with the address of an existing member. */
    'mail.member-register-exists': { memberId: number };
    /** The landing pages' short sign-up: the link to choose a password (24 h), which completes it. */
    'mail.member-temporary': { memberId: number; link: string };
    /** Password reset: the link to /user/password/reset/update (1 h). */
    'mail.member-password-reset': { memberId: number; link: string };
    /** Notice after the password was changed through a reset link. */
    'mail.member-password-changed': { memberId: number };
    /** E-mail change: the link to /user/edit/email/auth, sent to the new address (24 h). */
    'mail.member-email-change': { memberId: number; link: string };
    /** E-mail change to an address another member uses: told to that address, not to the requester. */
    'mail.member-email-change-taken': { to: string };
    /** Notice to the old address once the change is done (`oldEmail` sealed). */
    'mail.member-email-changed': { memberId: number; oldEmail: string };
    /** Goodbye after withdrawal, to the address the member had (sealed: the row no longer holds it). */
    'mail.member-withdrawn': { to: string };
    /** Notice that a social account (SPEC §3 type) was linked to the member, who can now log in with it. */
    'mail.member-social-linked': { memberId: number; type: number };
    /** Notice that a social account was unlinked. */
    'mail.member-social-unlinked': { memberId: number; type: number };
  }
}

export const ACCOUNT_SUBJECTS = {
  verify: `${SUBJECT_PREFIX}会員登録のメールアドレス認証のお願い`,
  registerExists: `${SUBJECT_PREFIX}会員登録のお申し込みについて`,
  passwordReset: `${SUBJECT_PREFIX}パスワード再設定のご案内`,
  temporary: `${SUBJECT_PREFIX}仮登録ありがとうございます（パスワードの設定をお願いします）`,
  passwordChanged: `${SUBJECT_PREFIX}パスワードを変更しました`,
  emailChange: `${SUBJECT_PREFIX}メールアドレス変更の確認`,
  emailChangeTaken: `${SUBJECT_PREFIX}メールアドレス変更のお申し込みについて`,
  emailChanged: `${SUBJECT_PREFIX}メールアドレスを変更しました`,
  withdrawn: `${SUBJECT_PREFIX}退会手続きが完了しました`,
  socialLinked: `${SUBJECT_PREFIX}ソーシャルアカウントを連携しました`,
  socialUnlinked: `${SUBJECT_PREFIX}ソーシャルアカウントの連携を解除しました`,
} as const;

const IGNORE = 'お心当たりのない場合は、お手数ですがこのメールを破棄してください。第三者がメールアドレスを誤って入力した可能性があります。';

/**
 * The sign-up mails go to an address nobody has proved yet, so they carry none of the form's text: the name typed
 * there (a URL becomes a link in the HTML part) would be anyone's words sent to anyone from our domain.
 */
const UNPROVEN_SALUTATION = 'エンジニアルートにお申し込みいただいたお客様へ';

interface Addressee {
  email: string;
  lastName: string;
  firstName: string;
}


export function renderVerifyMail(m: Addressee, url: string, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.verify,
    ...layout(
      [
        UNPROVEN_SALUTATION,
        'エンジニアルートへの無料会員登録のお申し込み、誠にありがとうございます。',
        `下記のリンクを開いて、メールアドレスの認証を行ってください。認証が完了すると会員登録が完了します。\n${url}`,
        '※リンクの有効期限は24時間です。期限が切れた場合は、会員登録ページの「認証メールの再送信」から再度お手続きください。',
        IGNORE,
      ],
      appUrl,
    ),
  };
}

export function renderRegisterExistsMail(m: Addressee, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.registerExists,
    ...layout(
      [
        dear(m),
        'このメールアドレスで、エンジニアルートの会員登録（または認証メールの再送信）のお申し込みがありました。',
        'このメールアドレスはすでに会員登録済みです。新たな登録は行われていません。下記のページからログインしてください。',
        `ログイン：${appUrl}/login\nパスワードをお忘れの場合：${appUrl}/user/password/reset/mail`,
        'お申し込みにお心当たりのない場合は、第三者がメールアドレスを入力した可能性があります。アカウントに変更は加えられていませんので、このメールを破棄してください。',
      ],
      appUrl,
    ),
  };
}

export function renderPasswordResetMail(m: Addressee, url: string, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.passwordReset,
    ...layout(
      [
        dear(m),
        'パスワード再設定のお申し込みを受け付けました。',
        `下記のリンクを開いて、新しいパスワードを設定してください。\n${url}`,
        '※リンクの有効期限は1時間です。一度使用したリンクは無効になります。',
        'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      ],
      appUrl,
    ),
  };
}

export function renderPasswordChangedMail(m: Addressee, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.passwordChanged,
    ...layout(
      [
        dear(m),
        'エンジニアルートのパスワードを変更しました。安全のため、すべての端末でログアウトしています。新しいパスワードでログインしてください。',
        `ログイン：${appUrl}/login`,
        `この変更にお心当たりのない場合は、至急パスワードを再設定し、お問い合わせフォームよりご連絡ください。\n${appUrl}/user/password/reset/mail\n${appUrl}/contact`,
      ],
      appUrl,
    ),
  };
}

export function renderEmailChangeMail(m: Addressee, to: string, url: string, appUrl: string): RenderedMail {
  return {
    to,
    subject: ACCOUNT_SUBJECTS.emailChange,
    ...layout(
      [
        dear(m),
        'エンジニアルートの登録メールアドレスを、このメールアドレスに変更するお申し込みを受け付けました。',
        `下記のリンクを開くと変更が完了し、このメールアドレスがログインIDになります。\n${url}`,
        '※リンクの有効期限は24時間です。一度使用したリンクは無効になります。',
        IGNORE,
      ],
      appUrl,
    ),
  };
}

export function renderEmailChangeTakenMail(to: string, appUrl: string): RenderedMail {
  return {
    to,
    subject: ACCOUNT_SUBJECTS.emailChangeTaken,
    ...layout(
      [
        'エンジニアルート会員 様',
        'エンジニアルートの会員が、登録メールアドレスをこのメールアドレスに変更しようとしましたが、このメールアドレスはすでに別の会員が使用しているため変更できません。',
        `このメールアドレスで登録済みの方は、こちらからログインできます。\n${appUrl}/login`,
        'お心当たりのない場合は、このメールを破棄してください。アカウントに変更は加えられていません。',
      ],
      appUrl,
    ),
  };
}

export function renderEmailChangedMail(m: Addressee, oldEmail: string, appUrl: string): RenderedMail {
  return {
    to: oldEmail,
    subject: ACCOUNT_SUBJECTS.emailChanged,
    ...layout(
      [
        dear(m),
        `エンジニアルートの登録メールアドレス（ログインID）を ${m.email} に変更しました。今後のお知らせは新しいメールアドレスにお送りします。`,
        '安全のため、すべての端末でログアウトしています。新しいメールアドレスでログインしてください。',
        `この変更にお心当たりのない場合は、至急お問い合わせフォームよりご連絡ください。\n${appUrl}/contact`,
      ],
      appUrl,
    ),
  };
}

/**
 * After a social account was linked: whoever linked it can log in as the member from now on, so the member
 * hears of it at once, with the way to undo it.
 */
export function renderSocialLinkedMail(m: Addressee, provider: string, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.socialLinked,
    ...layout(
      [
        dear(m),
        `エンジニアルートのアカウントに ${provider} のアカウントを連携しました。次回から ${provider} でもログインできます。`,
        `連携の確認と解除は、マイページの「ソーシャルアカウント連携」から行えます。\n${appUrl}/user`,
        `この連携にお心当たりのない場合は、至急マイページで連携を解除してパスワードを再設定し、お問い合わせフォームよりご連絡ください。\n${appUrl}/user/password/reset/mail\n${appUrl}/contact`,
      ],
      appUrl,
    ),
  };
}

export function renderSocialUnlinkedMail(m: Addressee, provider: string, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.socialUnlinked,
    ...layout(
      [
        dear(m),
        `エンジニアルートのアカウントと ${provider} のアカウントの連携を解除しました。今後 ${provider} ではログインできません。`,
        `この操作にお心当たりのない場合は、至急パスワードを再設定し、お問い合わせフォームよりご連絡ください。\n${appUrl}/user/password/reset/mail\n${appUrl}/contact`,
      ],
      appUrl,
    ),
  };
}

export function renderWithdrawnMail(to: string, appUrl: string): RenderedMail {
  return {
    to,
    subject: ACCOUNT_SUBJECTS.withdrawn,
    ...layout(
      [
        'エンジニアルート会員 様',
        'エンジニアルートの退会手続きが完了しました。これまでご利用いただき、誠にありがとうございました。',
        'ご登録いただいた個人情報とスキルシートは削除しました。同じメールアドレスで、いつでも再度ご登録いただけます。',
        `またのご利用をお待ちしております。\n${appUrl}`,
        'お心当たりのない場合は、お問い合わせフォームよりご連絡ください。',
      ],
      appUrl,
    ),
  };
}

export function renderTemporaryMail(m: Addressee, url: string, appUrl: string): RenderedMail {
  return {
    to: m.email,
    subject: ACCOUNT_SUBJECTS.temporary,
    ...layout(
      [
        UNPROVEN_SALUTATION,
        'エンジニアルートへの仮登録、誠にありがとうございます。担当のコーディネーターより、ご希望に合う案件についてご連絡いたします。',
        `下記のリンクを開いてパスワードを設定すると、会員登録が完了します。ログイン後、マイページの「登録情報の編集」からスキルや希望条件を登録すると、より条件に合う案件をご紹介できます。\n${url}`,
        '※リンクの有効期限は24時間です。期限が切れた場合は、パスワード再設定ページから同じメールアドレスでお申し込みください。',
        IGNORE,
      ],
      appUrl,
    ),
  };
}
