// The landing pages' short sign-up block (/lp1, /lp2, /lp3; issue 12): a logged-out visitor registers with
// name, e-mail and phone and gets a mail with a 24-hour link to choose a password; a member is sent to
// マイページ instead.
import { useId } from 'react';
import { Link } from '@er/router';
import { api } from '@er/api-client';
import { clearAdParams, useSession } from '@er/app-state';
import { RequestForm } from './RequestForm';
import { EMPTY_SHORT_SIGNUP, SHORT_SIGNUP_FIELDS, shortSignupBody, shortSignupErrors } from './short-signup';

/**
 * The same answer for every address (the API never says whether one is registered, and neither does this
 * text): the mail says what to do next.
 */
function ThankYou() {
  return (
    <>
      <p>
        <strong>仮登録を受け付けました。ご入力のメールアドレスに、パスワード設定用のリンクをお送りしました（有効期限24時間）。</strong>
      </p>
      <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
    </>
  );
}

export function ShortSignupForm({ heading }: { heading: string }) {
  const { loggedIn } = useSession();
  const headingId = useId();
  return (
    <section className="er-signup" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {loggedIn ? (
        <p>
          ログイン中です。ご登録内容は<Link to="/user">マイページ</Link>からご確認いただけます。
        </p>
      ) : (
        <>
          <p>お名前・メールアドレス・電話番号の入力だけで、1分で無料登録できます。</p>
          <RequestForm
            formKey="lp-signup"
            label="かんたん無料会員登録"
            fields={SHORT_SIGNUP_FIELDS}
            initial={EMPTY_SHORT_SIGNUP}
            post={api.memberRegistration.register}
            toBody={shortSignupBody}
            check={shortSignupErrors}
            idempotent={false}
            submitLabel="無料で会員登録する"
            submitVariant="accent"
            // One registration per ad click: the conversion is recorded with this sign-up.
            onSuccess={clearAdParams}
            done={<ThankYou />}
          />
          <p className="er-signup__more">
            すでに会員の方は<Link to="/login">ログイン</Link>
          </p>
        </>
      )}
    </section>
  );
}
