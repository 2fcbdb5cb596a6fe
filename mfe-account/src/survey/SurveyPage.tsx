import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationOperation, OperationResult, QueryOperation } from '@er/api-client';
import { Breadcrumb, Button, ErrorPanel, Spinner } from '@er/ui';
import { FormMessage } from '../components/FormMessage';
import { MemberGate } from '../components/MemberGate';
import { serverErrors, type FieldErrors } from '../forms/server-errors';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { memberCrumbs } from '../navigation/member-crumbs';
import { japaneseDate } from './survey-options';
import './survey.css';

/** What both questionnaires' calls answer: the member's current answer (null before the first) and when it was sent. */
export interface SurveyAnswer<A> {
  answer: A | null;
  answered_at: string | null;
}

export interface SurveyPageProps<A, B, F extends string, RE, SE> {
  title: string;
  intro: ReactNode;
  /** The SDK's get-… call (the member's answer) and store-… call (the answer). */
  read: QueryOperation<void, SurveyAnswer<A>, RE>;
  store: MutationOperation<B, SurveyAnswer<A>, SE>;
  /** The API's field names (errors land under these). */
  fields: readonly F[];
  /** The form's fields: the current answer (null before the first), its errors, and where to keep what is typed. */
  form: (props: { answer: A | null; errors: FieldErrors<F>; register: (body: () => B) => void }) => ReactNode;
}

/**
 * A questionnaire under my page (/user/survey/…): the member's current answer filled in, one send that answers
 * or replaces it (the API keeps one answer per member), the server's field errors under the fields and a
 * completion message with the way back to my page.
 */
export function SurveyPage<A, B, F extends string, RE, SE>(props: SurveyPageProps<A, B, F, RE, SE>) {
  const crumbs = memberCrumbs(props.title);
  return (
    <MemberGate crumbs={crumbs} heading={props.title}>
      {() => (
        <section>
          <Breadcrumb items={crumbs} />
          <h1>{props.title}</h1>
          <SurveyBody {...props} />
        </section>
      )}
    </MemberGate>
  );
}

function SurveyBody<A, B, F extends string, RE, SE>({ title, intro, read, store, fields, form }: SurveyPageProps<A, B, F, RE, SE>) {
  const current = useQuery({ ...read.query(), staleTime: 0 });
  const queryClient = useQueryClient();
  const { post, pending } = useFormPost(store);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const bodyOf = useRef<() => B>(() => ({}) as B);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (current.isError) return <ErrorPanel message="回答を読み込めませんでした。" onRetry={() => void current.refetch()} />;
  if (!current.data) return <Spinner label="回答を読み込んでいます…" />;

  if (done) {
    return (
      <div className="er-card mfe-account-survey-done" role="status">
        <h2 ref={doneRef} tabIndex={-1}>
          ご回答ありがとうございました
        </h2>
        <p>いただいた回答は、担当コーディネーターが案件のご紹介に活用いたします。内容はいつでも修正できます。</p>
        <div className="mfe-account-actions">
          <Link to="/user">マイページへ戻る</Link>
          <Button variant="secondary" onClick={() => setDone(false)}>
            回答を修正する
          </Button>
        </div>
      </div>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage('');
    const result = (await post(bodyOf.current())) as OperationResult<SurveyAnswer<A>> | null;
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, fields);
      setErrors(shown.fields);
      setMessage(shown.message);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    queryClient.setQueryData(read.query().queryKey, result.data);
    setDone(true);
  }

  const { answer, answered_at: answeredAt } = current.data;
  return (
    <>
      {intro}
      {answeredAt && <p className="mfe-account-notice">{japaneseDate(answeredAt)}にいただいた回答を表示しています。内容を変えて送信すると、回答が更新されます。</p>}
      <form ref={formRef} className="er-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title} aria-describedby={message ? 'survey-message' : undefined}>
        <FormMessage id="survey-message" message={message} />
        {form({ answer, errors, register: (body) => (bodyOf.current = body) })}
        <div className="mfe-account-actions">
          <Button type="submit" disabled={pending}>
            {pending ? '送信中…' : answeredAt ? '回答を更新する' : '回答を送信する'}
          </Button>
        </div>
        <p>
          <Link to="/user">マイページへ戻る</Link>
        </p>
      </form>
    </>
  );
}
