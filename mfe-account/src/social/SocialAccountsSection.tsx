import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage } from '@er/api-client';
import { Button, Spinner, TextField } from '@er/ui';
import { useFirebaseSettings } from './firebase-settings';
import { isCancelled, pendingRedirectToken, signInForIdToken } from './firebase-sign-in';
import { providerOf } from './providers';
import './social.css';

const LIST_KEY = ['member-social', 'get-account-list'] as const;

/**
 * My page: the member's social accounts (SPEC §3 types) — link one through a Firebase sign-in, unlink one
 * (the server refuses the last way to log in and says why). Linking is offered only with the Firebase
 * settings; linked accounts are listed and can be unlinked either way. A login older than a few minutes links
 * only with the password typed again (RECENT_LOGIN_REQUIRED): the provider's token is kept while it is asked
 * for; a member without a password is told to log in again.
 */
export function SocialAccountsSection() {
  const settings = useFirebaseSettings();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => {
      const { data, error } = await api.memberSocial.getAccountList();
      if (error) throw new Error(error.message);
      return data;
    },
  });
  const [message, setMessage] = useState<{ text: string; failure: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectChecked = useRef(false);
  /** The provider's ID token of a link that waits for the password. */
  const [awaitingPassword, setAwaitingPassword] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<string[] | undefined>(undefined);

  async function link(idToken: string, withPassword?: string) {
    const { data, error } = await api.memberSocial.settingAccountAuthenticate(withPassword === undefined ? { id_token: idToken } : { id_token: idToken, password: withPassword });
    if (error?.code === 'RECENT_LOGIN_REQUIRED' && list.data?.has_password !== false) {
      setAwaitingPassword(idToken);
      return setMessage({ text: error.message, failure: true });
    }
    if (error?.errors?.password?.length) return setPasswordErrors(error.errors.password);
    setAwaitingPassword(null);
    setPassword('');
    setPasswordErrors(undefined);
    if (error) return setMessage({ text: formErrorMessage(error), failure: true });
    queryClient.setQueryData(LIST_KEY, data);
    setMessage({ text: '連携しました。次回からこのアカウントでログインできます。', failure: false });
  }

  async function confirmPassword(e: FormEvent) {
    e.preventDefault();
    if (!awaitingPassword) return;
    if (!password) return setPasswordErrors(['パスワードを入力してください']);
    setBusy(true);
    try {
      await link(awaitingPassword, password);
    } finally {
      setBusy(false);
    }
  }

  function cancelPassword() {
    setAwaitingPassword(null);
    setPassword('');
    setPasswordErrors(undefined);
    setMessage(null);
  }

  useEffect(() => {
    if (!settings || redirectChecked.current) return;
    redirectChecked.current = true;
    pendingRedirectToken(settings, 'link')
      .then((token) => (token ? link(token) : undefined))
      .catch((e: unknown) => !isCancelled(e) && setMessage({ text: '連携に失敗しました。もう一度お試しください。', failure: true }));
  }, [settings]);

  async function startLink(type: number) {
    const provider = providerOf(type);
    if (!settings || !provider) return;
    setMessage(null);
    setBusy(true);
    try {
      const token = await signInForIdToken(settings, provider, 'link');
      if (token) await link(token);
    } catch (e) {
      if (!isCancelled(e)) setMessage({ text: `${provider.label}との連携に失敗しました。もう一度お試しください。`, failure: true });
    } finally {
      setBusy(false);
    }
  }

  async function unlink(type: number) {
    const label = providerOf(type)?.label ?? '';
    if (!window.confirm(`${label}との連携を解除しますか？`)) return;
    setMessage(null);
    setBusy(true);
    const { data, error } = await api.memberSocial.cancelAccountAuthenticate({ type: type as 1 | 2 | 3 | 4 });
    setBusy(false);
    if (error) return setMessage({ text: formErrorMessage(error), failure: true });
    queryClient.setQueryData(LIST_KEY, data);
    setMessage({ text: `${label}との連携を解除しました。`, failure: false });
  }

  const accounts = (list.data?.accounts ?? []).filter((a) => a.linked || settings);
  // Without Firebase and with nothing linked there is nothing to show or do.
  if (!settings && list.isSuccess && accounts.length === 0) return null;
  return (
    <section className="er-card er-social er-social--card" aria-labelledby="social-accounts-heading">
      <h2 id="social-accounts-heading" className="er-social__heading">
        ソーシャルアカウント連携
      </h2>
      {message && (
        <p role={message.failure ? 'alert' : 'status'} className={message.failure ? 'er-field__errors' : undefined}>
          {message.text}
        </p>
      )}
      {awaitingPassword && (
        <form className="er-form" onSubmit={(e) => void confirmPassword(e)} noValidate aria-label="パスワードの確認">
          <TextField
            label="現在のパスワード"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={passwordErrors}
          />
          <div>
            <Button type="submit" disabled={busy}>
              パスワードを確認して連携する
            </Button>{' '}
            <Button type="button" variant="secondary" disabled={busy} onClick={cancelPassword}>
              キャンセル
            </Button>
          </div>
        </form>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert">連携状態を読み込めませんでした。</p>
      ) : (
        <ul className="er-social__accounts">
          {accounts.map((a) => (
            <li key={a.type} className="er-social__account">
              <span>
                {providerOf(a.type)?.label ?? a.label}：{a.linked ? '連携済み' : '未連携'}
              </span>
              {a.linked ? (
                <Button variant="secondary" className="er-button--small" disabled={busy} onClick={() => void unlink(a.type)}>
                  連携を解除
                </Button>
              ) : (
                <Button variant="secondary" className="er-button--small" disabled={busy} onClick={() => void startLink(a.type)}>
                  連携する
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
