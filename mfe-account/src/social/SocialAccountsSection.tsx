import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage } from '@er/api-client';
import { Button, Spinner } from '@er/ui';
import { useFirebaseSettings } from './firebase-settings';
import { isCancelled, pendingRedirectToken, signInForIdToken } from './firebase-sign-in';
import { providerOf } from './providers';
import './social.css';

const LIST_KEY = ['member-social', 'get-account-list'] as const;

/**
 * My page: the member's social accounts (SPEC §3 types) — link one through a Firebase sign-in, unlink one
 * (the server refuses the last way to log in and says why). Linking is offered only with the Firebase
 * settings; linked accounts are listed and can be unlinked either way.
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

  async function link(idToken: string) {
    const { data, error } = await api.memberSocial.settingAccountAuthenticate({ id_token: idToken });
    if (error) return setMessage({ text: formErrorMessage(error), failure: true });
    queryClient.setQueryData(LIST_KEY, data);
    setMessage({ text: '連携しました。次回からこのアカウントでログインできます。', failure: false });
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
