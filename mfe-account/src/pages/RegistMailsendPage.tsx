import { Link, useLocation } from '@er/router';
import { Breadcrumb } from '@er/ui';
import { addressFromState, type AddressState } from '../navigation/address-state';

/**
 * /user/regist/mailsend — after sign-up. The same text whatever the address (the API never says whether it
 * was already registered); the link in the mail works for 24 hours.
 */
export function RegistMailsendPage() {
  const email = addressFromState(useLocation().state);
  return (
    <section>
      <Breadcrumb items={[{ label: '無料会員登録', to: '/user/regist' }, { label: '認証メール送信完了' }]} />
      <h1>認証メールを送信しました</h1>
      <p>
        {email ? (
          <>
            <strong>{email}</strong> 宛てに
          </>
        ) : (
          '入力されたメールアドレス宛てに'
        )}
        、メールアドレス認証のご案内をお送りしました。
      </p>
      <p>メールに記載のリンクを24時間以内に開いて、会員登録を完了してください。リンクを開くまで会員登録は完了しません。</p>
      <p>
        メールが届かない場合は、迷惑メールフォルダに振り分けられていないか、メールの受信設定（ドメイン指定受信など）をご確認ください。
      </p>
      <p>
        メールが届かない場合や、リンクの有効期限が切れた場合は、
        <Link to="/user/send/auth/mail" state={email ? ({ email } satisfies AddressState) : undefined}>
          認証メールを再送信
        </Link>
        してください。
      </p>
    </section>
  );
}
