import { useState, type FormEvent } from 'react';
import { formErrorMessage } from '@er/api-client';
import { Button, TextField } from '@er/ui';
import { useAdminLogin } from '../hooks/useAdminAuth';

type Errors = Partial<Record<'email' | 'password', string[]>>;

export function AdminLoginForm() {
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local: Errors = {};
    if (!email.trim()) local.email = ['メールアドレスを入力してください。'];
    if (!password) local.password = ['パスワードを入力してください。'];
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length) return;
    // On success the hook refetches the login check, which swaps this form for the dashboard.
    const { error } = await login.mutateAsync({ email: email.trim(), password });
    if (error) {
      setErrors({ email: error.errors?.email, password: error.errors?.password });
      setMessage(formErrorMessage(error));
    }
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
        <Button type="submit" disabled={login.isPending}>
          ログイン
        </Button>
      </form>
    </section>
  );
}
