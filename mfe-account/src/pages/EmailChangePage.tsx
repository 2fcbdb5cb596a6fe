import { Link } from '@er/router';
import { api } from '@er/api-client';
import { Breadcrumb } from '@er/ui';
import { EmailRequestForm } from '../components/EmailRequestForm';
import { MemberGate } from '../components/MemberGate';
import { memberCrumbs } from '../navigation/member-crumbs';

const CRUMBS = memberCrumbs('メールアドレスの変更');

/**
 * /user/edit/email — a link to the new address (send-mail-for-change-mail). The confirmation reads the same
 * whatever the address (the API answers alike when another member holds it, and tells that address instead).
 */
export function EmailChangePage() {
  return (
    <MemberGate crumbs={CRUMBS} heading="メールアドレスの変更">
      {(user) => (
        <section>
          <Breadcrumb items={CRUMBS} />
          <h1>メールアドレスの変更</h1>
          <p>
            現在のメールアドレス（会員ID）：<strong>{user.email}</strong>
          </p>
          {user.pending_email && (
            <p>
              <strong>{user.pending_email}</strong> への変更手続き中です。別のアドレスに変更する場合は、もう一度お申し込みください（最後に届いたメールのリンクが有効です）。
            </p>
          )}
          <p>
            新しいメールアドレスを入力してください。新しいアドレス宛に確認メールをお送りします。メール内のリンクを開くと変更が完了し、次回から新しいアドレスでログインします。
          </p>
          <EmailRequestForm
            operation={api.memberProfile.sendMailForChangeMail}
            label="メールアドレスの変更"
            submitLabel="確認メールを送信する"
            fieldLabel="新しいメールアドレス"
            done={(email) => (
              <>
                <p>
                  <strong>{email}</strong> 宛に確認メールを送信しました。メール内のリンクを24時間以内に開くと変更が完了します。
                </p>
                <p>メールが届かない場合は、迷惑メールフォルダやメールの受信設定をご確認のうえ、入力したメールアドレスに誤りがないかお確かめください。</p>
                <p>
                  <Link to="/user">マイページへ戻る</Link>
                </p>
              </>
            )}
          />
        </section>
      )}
    </MemberGate>
  );
}
