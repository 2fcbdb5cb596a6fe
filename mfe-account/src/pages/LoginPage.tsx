import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@er/router';
import { api } from '@er/api-client';
import { refreshSession, setSession } from '@er/app-state';
import { Breadcrumb, Button, TextField } from '@er/ui';
import { foldEmail, isEmailAddress } from '@er/site-meta/text-fold';
import { FormMessage } from '../components/FormMessage';
import { hasErrors, serverErrors } from '../forms/server-errors';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { safeNextPath } from '../navigation/safe-next-path';
import { SocialLoginButtons } from '../social/SocialLoginButtons';

type Errors = Partial<Record<'email' | 'password', string[]>>;
const FIELDS = ['email', 'password'] as const;

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email) errors.email = ['メールアドレスを入力してください。'];
  else if (!isEmailAddress(email)) errors.email = ['メールアドレスの形式が正しくありません。'];
  if (!password) errors.password = ['パスワードを入力してください。'];
  return errors;
}

/**
 * /login — member login (SPEC §2). `?next=/path` sends the member there afterwards, only when it is a path
 * of this site (safeNextPath); a provisional member is pointed to the verification-mail resend.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));
  const { post, pending } = useFormPost(api.memberAuth.memberLogin);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [notVerified, setNotVerified] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage('');
    setNotVerified(false);
    // SPEC §5: a full-width address (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ) is checked and sent folded, as the API stores it.
    const account = foldEmail(email);
    const local = validate(account, password);
    setErrors(local);
    if (hasErrors(local)) {
      focusFirstInvalid();
      return;
    }
    const result = await post({ email: account, password });
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, FIELDS);
      setErrors(shown.fields);
      setMessage(shown.message);
      setNotVerified(result.error.code === 'AUTH_EMAIL_NOT_VERIFIED');
      focusFirstInvalid();
      return;
    }
    // The login token stays in the httpOnly cookie (issue 9); SPEC §3's login_token is kept empty.
    if (result.data.user) setSession({ ...result.data.user, login_token: '' });
    else await refreshSession();
    navigate(next);
  }

  return (
    <section>
      <Breadcrumb items={[{ label: 'ログイン' }]} />
      <h1>ログイン</h1>
      <form ref={formRef} className="er-form" onSubmit={onSubmit} noValidate aria-label="ログイン" aria-describedby={message ? 'login-message' : undefined}>
        <FormMessage id="login-message" message={message}>
          {notVerified && <Link to="/user/send/auth/mail">認証メールを再送信する</Link>}
        </FormMessage>
        <TextField
          label="メールアドレス"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errors={errors.email}
        />
        <TextField
          label="パスワード"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errors={errors.password}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? 'ログイン中…' : 'ログイン'}
          </Button>
        </div>
        <ul>
          <li>
            <Link to="/user/password/reset/mail">パスワードをお忘れの方</Link>
          </li>
          <li>
            <Link to="/user/regist">無料会員登録はこちら</Link>
          </li>
        </ul>
      </form>
      <SocialLoginButtons next={next} />
    </section>
  );
}
