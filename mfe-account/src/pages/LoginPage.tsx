import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formErrorMessage } from '@er/api-client';
import { refreshSession, setSession } from '@er/app-state';
import { Breadcrumb, Button, TextField } from '@er/ui';
import { foldEmail, isEmailAddress } from '@er/site-meta/text-fold';
import { useMemberLogin } from '../hooks/useMemberLogin';

type Errors = Partial<Record<'email' | 'password', string[]>>;

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email) errors.email = ['メールアドレスを入力してください。'];
  else if (!isEmailAddress(email)) errors.email = ['メールアドレスの形式が正しくありません。'];
  if (!password) errors.password = ['パスワードを入力してください。'];
  return errors;
}

/** /login — member login (SPEC §2). */
export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const login = useMemberLogin();
  const busy = login.isPending;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage('');
    // SPEC §5: a full-width address (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ) is checked and sent folded, as the API stores it.
    const account = foldEmail(email);
    const local = validate(account, password);
    setErrors(local);
    if (Object.keys(local).length) return;
    const { data, error } = await login.mutateAsync({ email: account, password });
    if (error) {
      setErrors({ email: error.errors?.email, password: error.errors?.password });
      setMessage(formErrorMessage(error));
      return;
    }
    // The login token stays in the httpOnly cookie (issue 9); SPEC §3's login_token is kept empty.
    if (data?.user) setSession({ ...data.user, login_token: '' });
    else await refreshSession();
    navigate('/');
  }

  return (
    <section>
      <Breadcrumb items={[{ label: 'ログイン' }]} />
      <h1>ログイン</h1>
      <form className="er-form" onSubmit={onSubmit} noValidate aria-describedby={message ? 'login-message' : undefined}>
        {message && (
          <p id="login-message" role="alert" className="er-field__errors">
            {message}
          </p>
        )}
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
        <Button type="submit" disabled={busy}>
          {busy ? 'ログイン中…' : 'ログイン'}
        </Button>
        <p>
          <Link to="/user/regist">無料会員登録はこちら</Link>
        </p>
      </form>
    </section>
  );
}
