import { Link } from '@er/router';
import { api } from '@er/api-client';
import { Breadcrumb } from '@er/ui';
import { EmailRequestForm } from '../components/EmailRequestForm';

/**
 * /user/password/reset/mail — a password-reset link by mail. The confirmation reads the same for any
 * address (the API answers alike: no account enumeration); the link works for one hour.
 */
export function PasswordResetMailPage() {
  return (
    <section>
      <Breadcrumb items={[{ label: 'ログイン', to: '/login' }, { label: 'パスワード再設定のお申し込み' }]} />
      <h1>パスワード再設定のお申し込み</h1>
      <p>ご登録のメールアドレスを入力してください。パスワードを再設定するためのリンクをメールでお送りします。</p>
      <EmailRequestForm
        operation={api.memberRegistration.memberPasswordResetMail}
        label="パスワード再設定のお申し込み"
        submitLabel="再設定用のメールを送信する"
        done={(email) => (
          <>
            <p>
              ご登録のメールアドレス（<strong>{email}</strong>）の場合、パスワード再設定用のメールを送信しました。リンクの有効期限は1時間です。
            </p>
            <p>メールが届かない場合は、迷惑メールフォルダやメールの受信設定をご確認のうえ、入力したメールアドレスに誤りがないかお確かめください。</p>
            <p>
              <Link to="/login">ログイン画面へ戻る</Link>
            </p>
          </>
        )}
      />
    </section>
  );
}
