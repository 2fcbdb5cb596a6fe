import { useState } from 'react';
import { api, type GetEngineerStyleResponse, type StoreEngineerStyleBody } from '@er/api-client';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@er/ui';
import type { FieldErrors } from '../forms/server-errors';
import { SurveyPage } from './SurveyPage';
import { numberOrNull, textOf, WEEKLY_DAY_CHOICES, WORK_STYLE_CHOICES } from './survey-options';

type Answer = NonNullable<GetEngineerStyleResponse['answer']>;
const FIELDS = ['work_style', 'desired_weekly_days', 'desired_rate', 'experience_years', 'preferences', 'note'] as const;
type Field = (typeof FIELDS)[number];

/** /user/survey/engineer-style — 働き方アンケート: how and how much the member wants to work. */
export function EngineerStyleSurveyPage() {
  return (
    <SurveyPage
      title="働き方アンケート"
      intro={<p>ご希望の働き方を教えてください。担当コーディネーターが、条件に合う案件をご紹介する際に参考にします（所要時間：約1分）。</p>}
      read={api.memberSurveys.getEngineerStyle}
      store={api.memberSurveys.storeEngineerStyle}
      fields={FIELDS}
      form={(props) => <EngineerStyleFields {...props} />}
    />
  );
}

function EngineerStyleFields({ answer, errors, register }: { answer: Answer | null; errors: FieldErrors<Field>; register: (body: () => StoreEngineerStyleBody) => void }) {
  const [workStyle, setWorkStyle] = useState(textOf(answer?.work_style));
  const [days, setDays] = useState(textOf(answer?.desired_weekly_days));
  // Asked in 万円 as on the profile; the API stores yen.
  const [rateMan, setRateMan] = useState(answer?.desired_rate ? String(answer.desired_rate / 10000) : '');
  const [years, setYears] = useState(textOf(answer?.experience_years));
  const [preferences, setPreferences] = useState(answer?.preferences ?? '');
  const [note, setNote] = useState(answer?.note ?? '');

  register(() => {
    const man = numberOrNull(rateMan);
    return {
      work_style: numberOrNull(workStyle) as number,
      desired_weekly_days: numberOrNull(days),
      desired_rate: typeof man === 'number' ? Math.round(man * 10000) : man,
      experience_years: numberOrNull(years),
      preferences: preferences || null,
      note: note || null,
    } as StoreEngineerStyleBody;
  });

  return (
    <>
      <RadioGroupField legend="希望する働き方" name="work_style" required options={WORK_STYLE_CHOICES} value={workStyle} onChange={setWorkStyle} errors={errors.work_style} />
      <SelectField label="希望する稼働日数" name="desired_weekly_days" placeholder="選択してください" options={WEEKLY_DAY_CHOICES} value={days} onChange={(e) => setDays(e.target.value)} errors={errors.desired_weekly_days} />
      <div className="mfe-account-survey-unit">
        <TextField label="希望単価（月額）" name="desired_rate" inputMode="numeric" hint="10〜500万円" value={rateMan} onChange={(e) => setRateMan(e.target.value)} errors={errors.desired_rate} />
        <span aria-hidden="true">万円</span>
      </div>
      <div className="mfe-account-survey-unit">
        <TextField label="エンジニアとしての経験年数" name="experience_years" inputMode="numeric" hint="0〜50年" value={years} onChange={(e) => setYears(e.target.value)} errors={errors.experience_years} />
        <span aria-hidden="true">年</span>
      </div>
      <TextField
        label="希望するポジション・エリア"
        name="preferences"
        maxLength={255}
        hint="例：バックエンド中心、東京都内またはリモート"
        value={preferences}
        onChange={(e) => setPreferences(e.target.value)}
        errors={errors.preferences}
      />
      <TextAreaField label="その他・ご要望" name="note" rows={4} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} errors={errors.note} />
    </>
  );
}
