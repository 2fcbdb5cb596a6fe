// A one-step request form (guide request, friend referral, the landing pages' short sign-up): fields →
// local check → post (with the draft's idempotency key where the operation takes one) → success. What went
// wrong stays above the form (role="alert") until the next submit, the field errors under their fields.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, FlashMessage, useFlash, useHydrated, type ButtonProps } from '@er/ui';
import { fieldErrors, formErrorMessage } from '@er/api-client';
import { postForm, type FormPost } from './post';
import { clearDraft, newIdempotencyKey, useDraft } from './draft';
import { Fields, foldValues, useTypedBeforeHydration, type FieldSpec, type FormValues } from './fields';

export type FieldErrors = Record<string, string[]>;

export function RequestForm<B extends Record<string, unknown>>({
  formKey,
  label,
  fields,
  initial,
  post,
  toBody,
  check,
  idempotent = true,
  submitLabel,
  submitVariant,
  onSuccess,
  successMessage,
  done,
}: {
  formKey: string;
  label: string;
  fields: FieldSpec[];
  initial: FormValues;
  /** The SDK operation the form posts to. */
  post: FormPost;
  /** The API body from the values, folded as the API stores them (SPEC §5). */
  toBody: (v: FormValues) => B;
  /** The DTO's rules on the body, checked before posting (the post stays the judge). */
  check?: (body: B) => FieldErrors;
  /** Whether the operation takes `idempotency_key` (the inquiry posts do; temporary/register does not). */
  idempotent?: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  onSuccess?: () => void;
  /** Shown for 2000 ms after a success, and the form starts again (a new draft). */
  successMessage?: string;
  /** Replaces the form after a success (and takes the focus, so it is read out). */
  done?: ReactNode;
}) {
  const { draft, update } = useDraft<FormValues>(formKey, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  // Server-rendered page (issue 17): the button waits for React, so the browser never sends the form itself.
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fields, draft.values, (typed) => update({ values: { ...draft.values, ...typed } }));
  const doneRef = useRef<HTMLDivElement>(null);
  const { flash, show } = useFlash();

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  function fail(message: string, byField: FieldErrors) {
    setErrors(byField);
    setProblem(message);
    // After the render that marks them: the first invalid field takes the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return; // a double click posts once
    const body = toBody(foldValues(fields, draft.values));
    const local = check?.(body) ?? {};
    if (Object.keys(local).length > 0) {
      fail('入力内容をご確認ください。', local);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setProblem('');
    const { error } = await postForm(post, idempotent ? { ...body, idempotency_key: draft.idempotencyKey } : body);
    inFlight.current = false;
    setSending(false);
    if (error) {
      fail(formErrorMessage(error), fieldErrors(error) ?? {});
      return;
    }
    setErrors({});
    clearDraft(formKey);
    if (done !== undefined) setSent(true);
    else if (successMessage) {
      show(successMessage);
      update({ values: initial, idempotencyKey: newIdempotencyKey(), validated: false });
    }
    onSuccess?.();
  }

  if (sent) {
    return (
      <div ref={doneRef} className="er-form-done" role="status" tabIndex={-1}>
        {done}
      </div>
    );
  }

  return (
    <>
      <FlashMessage flash={flash} />
      <form ref={formRef} className="er-form" noValidate onSubmit={onSubmit} aria-label={label}>
        {problem && (
          <p role="alert" className="er-form__error">
            {problem}
          </p>
        )}
        <Fields fields={fields} values={draft.values} errors={errors} onChange={(n, v) => update({ values: { ...draft.values, [n]: v } })} />
        <div className="er-form__actions">
          <Button type="submit" variant={submitVariant} disabled={sending || !hydrated}>
            {sending ? '送信中…' : submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
