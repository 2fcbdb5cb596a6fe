// A one-step request form (tax-accountant referral, guide request): fields → post with the
// idempotency key of the draft → success callback. Result messages through FlashMessage (2000 ms).
import { useRef, useState, type FormEvent } from 'react';
import { Button, FlashMessage, useFlash } from '@er/ui';
import { fieldErrors, formErrorMessage } from '@er/api-client';
import { postForm, type FormPost } from './post';
import { clearDraft, newIdempotencyKey, useDraft } from './draft';
import { Fields, type FieldSpec, type FormValues } from './fields';

export function RequestForm({
  formKey,
  label,
  fields,
  initial,
  post,
  toBody,
  submitLabel,
  onSuccess,
  successMessage,
}: {
  formKey: string;
  label: string;
  fields: FieldSpec[];
  initial: FormValues;
  /** The SDK operation the form posts to. */
  post: FormPost;
  toBody: (v: FormValues) => Record<string, unknown>;
  submitLabel: string;
  onSuccess?: () => void;
  successMessage?: string;
}) {
  const { draft, update } = useDraft<FormValues>(formKey, initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const { flash, show } = useFlash();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const { error } = await postForm(post, { ...toBody(draft.values), idempotency_key: draft.idempotencyKey });
    inFlight.current = false;
    setSending(false);
    if (error) {
      setErrors(fieldErrors(error) ?? {});
      show(formErrorMessage(error), { failure: true });
      return;
    }
    setErrors({});
    clearDraft(formKey);
    if (successMessage) {
      show(successMessage);
      update({ values: initial, idempotencyKey: newIdempotencyKey(), validated: false });
    }
    onSuccess?.();
  }

  return (
    <>
      <FlashMessage flash={flash} />
      <form className="er-form" noValidate onSubmit={onSubmit} aria-label={label}>
        <Fields fields={fields} values={draft.values} errors={errors} onChange={(n, v) => update({ values: { ...draft.values, [n]: v } })} />
        <div className="er-form__actions">
          <Button type="submit" disabled={sending}>
            {sending ? '送信中…' : submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
