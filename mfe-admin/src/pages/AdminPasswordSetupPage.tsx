import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@er/router';
import { LINK_TOKEN_GONE_MESSAGE, linkToken } from '@er/app-state';
import { Button, Spinner, TextField } from '@er/ui';
import { api, formErrorMessage } from '@er/api-client';

type Field = 'password' | 'password_confirmation';
type Errors = Partial<Record<Field, string[]>>;

/** Must match the API's STAFF_PASSWORD_MIN (staff accounts guard personal data: longer than members'). */
const MIN_LENGTH = 12;

/**
 * /admin/password-setup?token=…: the one-time link printed by `npm run staff:create`. The staff member
 * chooses a password; the link is used up. An invalid or expired link gets the server's message.
 */
export function AdminPasswordSetupPage() {
  const { token, gone } = linkToken(useLocation());
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);
  const check = useSetupLinkCheck(token);

  if (!token) {
    return (
      <section>
        <h1>パスワード設定</h1>
        <p role="alert">{gone ? LINK_TOKEN_GONE_MESSAGE : 'リンクが正しくありません。届いたリンクをそのまま開いてください。'}</p>
      </section>
    );
  }
  // A used or expired link says so as the page opens, not after the password was typed twice.
  if (check.state === 'checking') {
    return (
      <section>
        <h1>パスワード設定</h1>
        <Spinner label="リンクを確認しています" />
      </section>
    );
  }
  if (check.state === 'invalid') {
    return (
      <section>
        <h1>パスワード設定</h1>
        <p role="alert">{check.message}</p>
        <p>招待やパスワードの再設定をした管理者に、新しいリンクの発行を依頼してください。</p>
      </section>
    );
  }

  if (doneEmail) {
    return (
      <section>
        <h1>パスワードを設定しました</h1>
        <p>{doneEmail} と設定したパスワードで管理画面にログインできます。</p>
        <p>
          <Link to="/admin">管理画面ログインへ</Link>
        </p>
      </section>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local: Errors = {};
    if (password.length < MIN_LENGTH) local.password = [`${MIN_LENGTH}文字以上で入力してください`];
    if (confirmation !== password) local.password_confirmation = ['パスワードが一致しません'];
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length) return;
    setPending(true);
    const { data, error } = await api.adminAuth.adminPasswordSetup({ token, password, password_confirmation: confirmation });
    setPending(false);
    if (error) {
      setErrors({ password: error.errors?.password, password_confirmation: error.errors?.password_confirmation });
      setMessage(formErrorMessage(error));
      return;
    }
    setDoneEmail(data.email);
  }

  return (
    <section>
      <h1>パスワード設定</h1>
      <p>管理画面で使うパスワードを設定してください（{MIN_LENGTH}文字以上）。このリンクは一度だけ使えます。</p>
      <form className="er-form" onSubmit={onSubmit} noValidate>
        {message && (
          <p role="alert" className="er-field__errors">
            {message}
          </p>
        )}
        <TextField label="新しいパスワード" name="password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.password} />
        <TextField
          label="新しいパスワード（確認）"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          errors={errors.password_confirmation}
        />
        <Button type="submit" disabled={pending}>
          パスワードを設定する
        </Button>
      </form>
    </section>
  );
}

type LinkCheck = { state: 'checking' } | { state: 'usable' } | { state: 'invalid'; message: string };

/**
 * Whether the link still sets a password, asked once as the page opens (password-setup-check does not use it
 * up). Any other failure (the network) leaves the form, whose post says what it is.
 */
function useSetupLinkCheck(token: string): LinkCheck {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    void api.adminAuth.adminPasswordSetupCheck({ token }).then(({ error }) => {
      if (!current) return;
      setCheck(error?.code === 'AUTH_PASSWORD_SETUP_LINK_INVALID' ? { state: 'invalid', message: error.message } : { state: 'usable' });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return check;
}
