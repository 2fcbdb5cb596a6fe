import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiErrorBody, MutationOperation } from '@er/api-client';
import { Button, TextField } from '@er/ui';
import { FIELD_MESSAGES, foldEmail, isEmailAddress } from '@er/site-meta/text-fold';
import { serverErrors } from '../forms/server-errors';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { FormMessage } from './FormMessage';

/**
 * One e-mail address → a mail (verification resend, password reset). The API answers the same for every
 * address (no account enumeration), so the confirmation `done` shows must not say whether it is registered.
 */
export function EmailRequestForm<T, E extends ApiErrorBody>({
  operation,
  label,
  submitLabel,
  initialEmail = '',
  fieldLabel = 'メールアドレス',
  done,
}: {
  operation: MutationOperation<{ email: string }, T, E>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  initialEmail?: string;
  /** The address field's label (e.g. 新しいメールアドレス on the e-mail change page). */
  fieldLabel?: string;
  done: (email: string) => ReactNode;
}) {
  const { post, pending } = useFormPost(operation);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<string[]>();
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus();
  }, [sentTo]);

  if (sentTo !== null) {
    return (
      <div ref={doneRef} role="status" tabIndex={-1}>
        {done(sentTo)}
      </div>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage('');
    // SPEC §5: a full-width address is checked and sent folded, as the API stores it.
    const address = foldEmail(email);
    const local = !address ? [FIELD_MESSAGES.required] : isEmailAddress(address) ? undefined : [FIELD_MESSAGES.email];
    setErrors(local);
    if (local) {
      focusFirstInvalid();
      return;
    }
    const result = await post({ email: address });
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, ['email'] as const);
      setErrors(shown.fields.email);
      setMessage(shown.message);
      focusFirstInvalid();
      return;
    }
    setSentTo(address);
  }

  return (
    <form ref={formRef} className="er-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <FormMessage id="email-request-message" message={message} />
      <TextField
        label={fieldLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        errors={errors}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? '送信中…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
