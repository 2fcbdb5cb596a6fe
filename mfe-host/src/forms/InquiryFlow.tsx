// SPEC §4 inquiry flow: input → (server validation) → confirm → post → comp.
// The draft (values + idempotency key) lives in sessionStorage per form, so 戻る and reload keep it;
// the post sends the key created when the form opened, so a double submit creates one inquiry.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@er/router';
import { Breadcrumb, Button, ConfirmList, FlashMessage, Spinner, useFlash, useHydrated } from '@er/ui';
import { fieldErrors, formErrorMessage } from '@er/api-client';
import { postForm, type FormPost } from './post';
import { clearDraft, readDraft, useDraft } from './draft';
import { replyWithin } from '@er/site-meta/facts';
import { displayValue, Fields, foldValues, useTypedBeforeHydration, type FieldSpec, type FormValues } from './fields';

export interface InquiryConfig {
  /** sessionStorage key of the draft. */
  formKey: string;
  /** '/contact', '/company' or '/zeirishi': the steps are {base}, {base}/confirm, {base}/comp. */
  basePath: string;
  title: string;
  /**
   * The check of the input step: an SDK validation operation, or (a form without one, /zeirishi) a local
   * check with the DTO's rules answering the same `{ error }` shape; the post stays the judge either way.
   */
  validate: FormPost;
  /** What was sent, in the completion step's first sentence: 「お問い合わせ」 (default) or 「お申し込み」. */
  noun?: string;
  /** The post of the confirm step (an SDK operation). */
  post: FormPost;
  initial: FormValues;
  /** The API body from the form values (numbers, optional fields left out when empty). */
  toBody: (values: FormValues) => Record<string, unknown>;
}

function PageHead({ config, step }: { config: InquiryConfig; step: string | null }) {
  return (
    <>
      <Breadcrumb items={step ? [{ label: config.title, to: config.basePath }, { label: step }] : [{ label: config.title }]} />
      <h1>{step ? `${config.title}（${step}）` : config.title}</h1>
    </>
  );
}

export function InquiryInput({ config, fields, intro }: { config: InquiryConfig; fields: FieldSpec[]; intro?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, update } = useDraft<FormValues>(config.formKey, config.initial);
  const [errors, setErrors] = useState<Record<string, string[]>>(
    () => (location.state as { errors?: Record<string, string[]> } | null)?.errors ?? {},
  );
  const [sending, setSending] = useState(false);
  // Server-rendered page (issue 17): the button waits for React, so the browser never sends the form itself.
  const hydrated = useHydrated();
  const { flash, show } = useFlash();

  function onChange(name: string, value: string | boolean) {
    update({ values: { ...draft.values, [name]: value }, validated: false });
  }
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, fields, draft.values, (typed) => update({ values: { ...draft.values, ...typed }, validated: false }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    // SPEC §5: checked, shown on the confirm step and posted as the API stores it (full-width folded).
    const values = foldValues(fields, draft.values);
    const { error } = await postForm(config.validate, config.toBody(values));
    setSending(false);
    if (error) {
      setErrors(fieldErrors(error) ?? {});
      show(formErrorMessage(error), { failure: true });
      return;
    }
    setErrors({});
    update({ values, validated: true });
    navigate(`${config.basePath}/confirm`);
  }

  return (
    <div className="er-page">
      <PageHead config={config} step={null} />
      {intro}
      <FlashMessage flash={flash} />
      <form ref={formRef} className="er-form" noValidate onSubmit={onSubmit} aria-label={config.title}>
        <Fields fields={fields} values={draft.values} errors={errors} onChange={onChange} />
        <div className="er-form__actions">
          <Button type="submit" disabled={sending || !hydrated}>
            {sending ? '確認中…' : '入力内容を確認する'}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function InquiryConfirm({ config, fields }: { config: InquiryConfig; fields: FieldSpec[] }) {
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft<FormValues>(config.formKey));
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const { flash, show } = useFlash();
  const hydrated = useHydrated();

  // The draft is in this browser's sessionStorage: the server, and so the browser's first (hydrating) render,
  // render without it; what it holds is shown from the next render on.
  if (!hydrated) return <Spinner />;
  if (!draft?.validated) return <Navigate to={config.basePath} replace />;

  async function onSend() {
    if (inFlight.current || !draft) return; // a second click while sending does nothing
    inFlight.current = true;
    setSending(true);
    const { error } = await postForm(config.post, { ...config.toBody(draft.values), idempotency_key: draft.idempotencyKey });
    if (error) {
      // Only a failure makes the button usable again: after a success the page is leaving, and a second tap landing
      // before the navigation would send the inquiry again (seen in CI: a double click answered twice).
      inFlight.current = false;
      setSending(false);
      const byField = fieldErrors(error);
      if (byField) {
        navigate(config.basePath, { state: { errors: byField } });
        return;
      }
      show(formErrorMessage(error), { failure: true });
      return;
    }
    clearDraft(config.formKey);
    navigate(`${config.basePath}/comp`, { replace: true });
  }

  return (
    <div className="er-page">
      <PageHead config={config} step="入力内容の確認" />
      <p>以下の内容で送信します。よろしければ「送信する」を押してください。</p>
      <FlashMessage flash={flash} />
      <ConfirmList rows={fields.map((f) => ({ label: f.label, value: displayValue(f, draft.values) }))} />
      <div className="er-form__actions">
        <Button variant="secondary" onClick={() => navigate(config.basePath)} disabled={sending}>
          戻る
        </Button>
        <Button onClick={() => void onSend()} disabled={sending}>
          {sending ? '送信中…' : '送信する'}
        </Button>
      </div>
    </div>
  );
}

export function InquiryComplete({ config, children }: { config: InquiryConfig; children?: ReactNode }) {
  return (
    <div className="er-page">
      <PageHead config={config} step="送信完了" />
      <p>
        {config.noun ?? 'お問い合わせ'}いただき、誠にありがとうございます。内容を確認のうえ、担当者より{replyWithin}にご連絡いたします。
      </p>
      <p>ご入力いただいたメールアドレスに受付完了のメールをお送りしました。届かない場合は、迷惑メールフォルダもご確認ください。</p>
      {children}
      <p>
        <Link to="/">トップページへ戻る</Link>
      </p>
    </div>
  );
}
