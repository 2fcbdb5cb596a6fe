import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formErrorMessage } from '@er/app-state';
import { Button, TextField } from '@er/ui';
import { adminLogin } from '../api';
import { ADMIN_LOGIN_CHECK_KEY } from '../hooks/useAdminLoginCheck';

type Errors = Partial<Record<'email' | 'password', string[]>>;

export function AdminLoginForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local: Errors = {};
    if (!email.trim()) local.email = ['メールアドレスを入力してください。'];
    if (!password) local.password = ['パスワードを入力してください。'];
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length) return;
    setBusy(true);
    const { error } = await adminLogin({ email: email.trim(), password });
    setBusy(false);
    if (error) {
      setErrors({ email: error.errors?.email, password: error.errors?.password });
      setMessage(formErrorMessage(error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ADMIN_LOGIN_CHECK_KEY });
  }

  return (
    <section>
      <h1>管理画面ログイン</h1>
      <form className="er-form" onSubmit={onSubmit} noValidate>
        {message && (
          <p role="alert" className="er-field__errors">
            {message}
          </p>
        )}
        <TextField label="メールアドレス" name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} />
        <TextField label="パスワード" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} errors={errors.password} />
        <Button type="submit" disabled={busy}>
          ログイン
        </Button>
      </form>
    </section>
  );
}
