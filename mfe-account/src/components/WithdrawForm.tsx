import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@er/router';
import { api } from '@er/api-client';
import { Button, TextAreaField, TextField } from '@er/ui';
import { hasErrors, serverErrors } from '../forms/server-errors';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { FormMessage } from './FormMessage';

const FIELDS = ['password', 'reason'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string[]>>;
/** delete-user takes a reason of up to 1,000 characters. */
const REASON_MAX_LENGTH = 1000;

/**
 * Withdrawal in two steps: the reason (optional) and the password, then 「本当に退会しますか？」 with 退会する
 * and 戻る. A refused password (or any other error) brings the first step back with what was typed.
 */
export function WithdrawForm({ onWithdrawn }: { onWithdrawn: () => void }) {
  const { post, pending } = useFormPost(api.memberProfile.deleteUser);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function toConfirm(e: FormEvent) {
    e.preventDefault();
    setMessage('');
    const local: Errors = password ? {} : { password: ['パスワードを入力してください'] };
    setErrors(local);
    if (hasErrors(local)) {
      focusFirstInvalid();
      return;
    }
    setConfirming(true);
  }

  async function withdraw() {
    const result = await post({ password, ...(reason.trim() ? { reason } : {}) });
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, FIELDS);
      setErrors(shown.fields);
      setMessage(shown.message);
      setConfirming(false);
      focusFirstInvalid();
      return;
    }
    onWithdrawn();
  }

  if (confirming) {
    return (
      <div className="er-card" role="group" aria-labelledby="withdraw-confirm">
        <h2 id="withdraw-confirm" ref={confirmRef} tabIndex={-1}>
          本当に退会しますか？
        </h2>
        <p>退会すると、登録情報とスキル、スキルシートは元に戻せません。</p>
        <div className="mfe-account-actions">
          <Button variant="danger" disabled={pending} onClick={() => void withdraw()}>
            {pending ? '退会手続き中…' : '退会する'}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => setConfirming(false)}>
            戻る
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} className="er-form" onSubmit={toConfirm} noValidate aria-label="退会" aria-describedby={message ? 'withdraw-message' : undefined}>
      <FormMessage id="withdraw-message" message={message} />
      <TextAreaField
        label="退会理由（任意）"
        name="reason"
        rows={4}
        maxLength={REASON_MAX_LENGTH}
        hint="よろしければお聞かせください。サービス改善の参考にいたします"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        errors={errors.reason}
      />
      <TextField
        label="パスワード"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        hint="確認のため、現在のパスワードを入力してください"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errors={errors.password}
      />
      <div className="mfe-account-actions">
        <Button type="submit" variant="danger">
          退会手続きへ進む
        </Button>
      </div>
      <p>
        <Link to="/user">マイページへ戻る</Link>
      </p>
    </form>
  );
}
