import { useState } from 'react';
import { api, type GetFreelanceStartResponse, type StoreFreelanceStartBody } from '@er/api-client';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@er/ui';
import type { FieldErrors } from '../forms/server-errors';
import { SurveyPage } from './SurveyPage';
import { CURRENT_STATUS_CHOICES, EXPERIENCE_CHOICES, numberOrNull, START_TIMING_CHOICES, textOf } from './survey-options';

type Answer = NonNullable<GetFreelanceStartResponse['answer']>;
const FIELDS = ['start_timing', 'current_status', 'has_freelance_experience', 'available_from', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** /user/survey/freelance-start — フリーランス準備アンケート: when and from where the member starts. */
export function FreelanceStartSurveyPage() {
  return (
    <SurveyPage
      title="フリーランス準備アンケート"
      intro={<p>フリーランスとしての参画時期や現在の状況を教えてください。独立のご準備に合わせて、案件のご紹介や契約・手続きのご相談をお手伝いします（所要時間：約1分）。</p>}
      read={api.memberSurveys.getFreelanceStart}
      store={api.memberSurveys.storeFreelanceStart}
      fields={FIELDS}
      form={(props) => <FreelanceStartFields {...props} />}
    />
  );
}

function FreelanceStartFields({ answer, errors, register }: { answer: Answer | null; errors: FieldErrors<Field>; register: (body: () => StoreFreelanceStartBody) => void }) {
  const [timing, setTiming] = useState(textOf(answer?.start_timing));
  const [status, setStatus] = useState(textOf(answer?.current_status));
  const [experience, setExperience] = useState(answer ? String(answer.has_freelance_experience) : '');
  const [availableFrom, setAvailableFrom] = useState(answer?.available_from ?? '');
  const [note, setNote] = useState(answer?.note ?? '');

  register(
    () =>
      ({
        start_timing: numberOrNull(timing) as number,
        current_status: numberOrNull(status),
        // Unanswered stays unanswered: the API says which field is missing.
        has_freelance_experience: experience === '' ? null : experience === 'true',
        available_from: availableFrom || null,
        note: note || null,
      }) as StoreFreelanceStartBody,
  );

  return (
    <>
      <RadioGroupField legend="参画を始められる時期" name="start_timing" required options={START_TIMING_CHOICES} value={timing} onChange={setTiming} errors={errors.start_timing} />
      <SelectField label="現在の状況" name="current_status" placeholder="選択してください" options={CURRENT_STATUS_CHOICES} value={status} onChange={(e) => setStatus(e.target.value)} errors={errors.current_status} />
      <RadioGroupField
        legend="フリーランスとして働いた経験"
        name="has_freelance_experience"
        required
        options={EXPERIENCE_CHOICES}
        value={experience}
        onChange={setExperience}
        errors={errors.has_freelance_experience}
      />
      <TextField
        label="参画できる最も早い日"
        name="available_from"
        type="date"
        hint="決まっていれば入力してください"
        value={availableFrom}
        onChange={(e) => setAvailableFrom(e.target.value)}
        errors={errors.available_from}
      />
      <TextAreaField label="その他・ご相談したいこと" name="note" rows={4} maxLength={1000} hint="例：契約や確定申告について相談したい" value={note} onChange={(e) => setNote(e.target.value)} errors={errors.note} />
    </>
  );
}
