import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from '@er/router';
import { LINK_TOKEN_GONE_MESSAGE, linkToken } from '@er/app-state';
import { api } from '@er/api-client';
import { Breadcrumb, Button, Spinner } from '@er/ui';
import { FormMessage } from '../components/FormMessage';
import { InvalidLinkView } from '../components/InvalidLinkView';
import { PasswordFields } from '../components/PasswordFields';
import { newPasswordErrors, type NewPasswordErrors } from '../forms/password-rules';
import { hasErrors, serverErrors } from '../forms/server-errors';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { useOnce } from '../hooks/useOnce';

const CRUMBS = [{ label: 'ログイン', to: '/login' }, { label: 'パスワードの再設定' }];
const REQUEST_AGAIN = { to: '/user/password/reset/mail', linkLabel: 'パスワード再設定をもう一度申し込む' };
const NO_TOKEN = 'このパスワード再設定リンクは正しくありません。メールに記載のリンクをそのまま開くか、もう一度お申し込みください。';
const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * The same page finishes the landing pages' short sign-up: its mail links here with `&welcome=1`
 * (api account-links.ts), and choosing the first password completes the registration.
 */
const WORDING = {
  reset: {
    heading: 'パスワードの再設定',
    intro: '新しいパスワードを入力してください。',
    submit: 'パスワードを再設定する',
    doneHeading: 'パスワードを再設定しました',
    done: '新しいパスワードでログインしてください。',
  },
  welcome: {
    heading: 'パスワードの設定',
    intro: '仮登録ありがとうございます。ログインに使うパスワードを設定すると、会員登録が完了します。',
    submit: 'パスワードを設定する',
    doneHeading: '会員登録が完了しました',
    done: 'パスワードを設定しました。メールアドレスと設定したパスワードでログインしてください。',
  },
};

/**
 * /user/password/reset/update?token=… — the link of the password-reset mail (single use, one hour): a new
 * password typed twice. The API ends the member's sessions; they log in again with it.
 */
export function PasswordResetUpdatePage() {
  const [params] = useSearchParams();
  const { token, gone } = linkToken(useLocation());
  const wording = WORDING[params.get('welcome') === '1' ? 'welcome' : 'reset'];
  const { post, pending } = useFormPost(api.memberRegistration.memberPasswordResetUpdate);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [message, setMessage] = useState('');
  const [invalidLink, setInvalidLink] = useState<string | null>(token ? null : gone ? LINK_TOKEN_GONE_MESSAGE : NO_TOKEN);
  const [done, setDone] = useState(false);
  // The link is checked as the page opens (without using it): a used, expired or mistyped one says so before
  // anyone types a new password twice. Another failure (the network) leaves the form, whose post says what it is.
  const check = useOnce(token ? `password-reset-check:${token}` : null, () => api.memberRegistration.memberPasswordResetCheck({ token }));
  const refused = check?.error?.code === 'PASSWORD_RESET_LINK_INVALID' ? check.error.message : null;

  if (invalidLink || refused) return <InvalidLinkView crumbs={CRUMBS} heading="パスワード再設定リンクが無効です" message={invalidLink ?? refused ?? ''} {...REQUEST_AGAIN} />;
  if (token && !check) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>{wording.heading}</h1>
        <Spinner label="リンクを確認しています" />
      </section>
    );
  }
  if (done) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>{wording.doneHeading}</h1>
        <p>{wording.done}</p>
        <p>
          <Link to="/login">ログインする</Link>
        </p>
      </section>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local = newPasswordErrors(password, confirmation);
    setErrors(local);
    setMessage('');
    if (hasErrors(local)) {
      focusFirstInvalid();
      return;
    }
    const result = await post({ token, password, password_confirmation: confirmation });
    if (!result) return;
    if (result.error?.code === 'PASSWORD_RESET_LINK_INVALID') {
      setInvalidLink(result.error.message);
      return;
    }
    if (result.error) {
      const shown = serverErrors(result.error, FIELDS);
      setErrors(shown.fields);
      setMessage(shown.message);
      focusFirstInvalid();
      return;
    }
    setDone(true);
  }

  return (
    <section>
      <Breadcrumb items={CRUMBS} />
      <h1>{wording.heading}</h1>
      <p>{wording.intro}</p>
      <form ref={formRef} className="er-form" onSubmit={onSubmit} noValidate aria-label={wording.heading}>
        <FormMessage id="password-reset-message" message={message} />
        <PasswordFields label="新しいパスワード" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={errors} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? '送信中…' : wording.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
