import { Link, useLocation } from '@er/router';
import { api } from '@er/api-client';
import { Breadcrumb } from '@er/ui';
import { EmailRequestForm } from '../components/EmailRequestForm';
import { addressFromState } from '../navigation/address-state';

/**
 * /user/send/auth/mail — a new verification link for a provisional member. The confirmation reads the same
 * for any address, registered or not (the API answers alike: no account enumeration).
 */
export function SendAuthMailPage() {
  const initialEmail = addressFromState(useLocation().state) ?? '';
  return (
    <section>
      <Breadcrumb items={[{ label: '無料会員登録', to: '/user/regist' }, { label: '認証メールの再送信' }]} />
      <h1>認証メールの再送信</h1>
      <p>会員登録（仮登録）のときに入力したメールアドレスを入力してください。新しい認証リンクをお送りします。以前のリンクは使えなくなります。</p>
      <EmailRequestForm
        operation={api.memberRegistration.memberSendAuthMail}
        label="認証メールの再送信"
        submitLabel="認証メールを再送信する"
        initialEmail={initialEmail}
        done={(email) => (
          <>
            <p>
              入力されたメールアドレス（<strong>{email}</strong>）が仮登録中の場合、認証メールを再送信しました。メールに記載のリンクを24時間以内に開いて、会員登録を完了してください。
            </p>
            <p>メールが届かない場合は、迷惑メールフォルダやメールの受信設定をご確認ください。</p>
            <p>
              すでに会員登録が完了している場合は<Link to="/login">ログイン</Link>してください。パスワードをお忘れの場合は
              <Link to="/user/password/reset/mail">パスワードの再設定</Link>ができます。
            </p>
          </>
        )}
      />
    </section>
  );
}
