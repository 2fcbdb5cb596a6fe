import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@er/router';
import { api, formErrorMessage } from '@er/api-client';
import { setSession } from '@er/app-state';
import { Button } from '@er/ui';
import { useFirebaseSettings } from './firebase-settings';
import { isCancelled, pendingRedirectToken, signInForIdToken } from './firebase-sign-in';
import { SOCIAL_PROVIDERS, type SocialProvider } from './providers';
import type { SocialSignUpPrefill } from './social-prefill';
import './social.css';

/**
 * /login: sign in with Google, GitHub, X (Twitter) or Facebook through Firebase (issue 12; popup on desktop,
 * redirect on phones). A linked account logs in and goes to `next`; an unknown one starts sign-up with the
 * e-mail and name the provider gave. Not shown without the Firebase settings.
 */
export function SocialLoginButtons({ next }: { next: string }) {
  const settings = useFirebaseSettings();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const redirectChecked = useRef(false);

  async function finish(idToken: string) {
    const { data, error } = await api.memberSocial.memberSocialAccountLogin({ id_token: idToken });
    if (error) {
      setMessage(formErrorMessage(error));
      return;
    }
    if (data.status === 'logged_in' && data.user) {
      setSession({ ...data.user, login_token: '' });
      navigate(next);
    } else if (data.prefill) {
      const prefill: SocialSignUpPrefill = data.prefill;
      navigate('/user/regist', { state: { socialPrefill: prefill } });
    }
  }

  // Back from a redirect sign-in (phones): finish it once.
  useEffect(() => {
    if (!settings || redirectChecked.current) return;
    redirectChecked.current = true;
    pendingRedirectToken(settings, 'login')
      .then((token) => (token ? finish(token) : undefined))
      .catch((e: unknown) => setMessage(isCancelled(e) ? '' : 'ソーシャルアカウントでのログインに失敗しました。もう一度お試しください。'));
  }, [settings]);

  if (!settings) return null;

  async function start(provider: SocialProvider) {
    setMessage('');
    setBusy(true);
    try {
      const token = await signInForIdToken(settings!, provider, 'login');
      if (token) await finish(token);
    } catch (e) {
      if (!isCancelled(e)) setMessage(`${provider.label}でのログインに失敗しました。もう一度お試しください。`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="er-social" aria-labelledby="social-login-heading">
      <h2 id="social-login-heading" className="er-social__heading">
        ソーシャルアカウントでログイン
      </h2>
      {message && (
        <p role="alert" className="er-field__errors">
          {message}
        </p>
      )}
      <ul className="er-social__buttons">
        {SOCIAL_PROVIDERS.map((p) => (
          <li key={p.type}>
            <Button variant="secondary" disabled={busy} onClick={() => void start(p)}>
              {p.label}でログイン
            </Button>
          </li>
        ))}
      </ul>
      <p className="er-social__note">初めての方は、ソーシャルアカウントの情報を入力した状態で会員登録に進みます。</p>
    </section>
  );
}
