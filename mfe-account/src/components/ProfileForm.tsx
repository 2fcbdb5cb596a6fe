import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@er/router';
import { useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage } from '@er/api-client';
import { getSession, isLoggedIn, setSession } from '@er/app-state';
import { Button, CheckboxGroupField, ErrorPanel, RadioGroupField, SelectField, Spinner, TextField } from '@er/ui';
import {
  hasProfileErrors,
  profileBody,
  profileErrors,
  profileServerErrors,
  profileValuesOf,
  type ProfileErrors,
  type ProfileValues,
} from '../forms/profile-form';
import { DESIRED_RATE_MAX, DESIRED_RATE_MIN, EDUCATION_OPTIONS, MAGAZINE_OPTIONS, MAX_SKILLS, REMOTE_OPTIONS, SEX_OPTIONS } from '../forms/profile-options';
import { useAreas } from '../hooks/useAreas';
import { useContractTypes } from '../hooks/useContractTypes';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { usePrefectures } from '../hooks/usePrefectures';
import type { UserInfo } from '../hooks/useUserInfo';
import { BirthDateField } from './BirthDateField';
import { FormMessage } from './FormMessage';
import { SkillList } from './SkillList';
import { SkillPicker } from './SkillPicker';
import './profile-form.css';

/** The fields typed or chosen as one string. */
type OneValueField =
  | 'last_name'
  | 'first_name'
  | 'last_name_kana'
  | 'first_name_kana'
  | 'sex'
  | 'education_level'
  | 'nationality'
  | 'prefecture_id'
  | 'station'
  | 'tel'
  | 'desired_rate_man';

/** A master list (prefectures, contract types, areas) while it loads or when it failed. */
function MasterList<T>({ query, name, children }: { query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown }; name: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`${name}を読み込み中…`} />;
  if (query.isError || query.data === undefined) return <ErrorPanel message={`${name}の一覧を読み込めませんでした。`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * The /user/edit form, filled from get-user-info: local checks first (the same rules and messages as the
 * API, profile-form.ts), then update-user-info. Server field errors go under their fields (a skill's under
 * its years), the focus to the first one, and nothing typed is lost; on success the form shows what was saved.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const queryClient = useQueryClient();
  const prefectures = usePrefectures();
  const contractTypes = useContractTypes();
  const areas = useAreas();
  const { post, pending } = useFormPost(api.memberProfile.updateUserInfo);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [message, setMessage] = useState('');
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (saves > 0) savedRef.current?.focus();
  }, [saves]);

  const set = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  /** The props that tie a one-value field to its value and its errors. */
  const field = (name: OneValueField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    errors: errors[name],
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    setMessage('');
    const local = profileErrors(values);
    setErrors(local);
    if (hasProfileErrors(local)) {
      setMessage('入力内容をご確認ください。');
      focusFirstInvalid();
      return;
    }
    const sentSkills = values.skills;
    const result = await post(profileBody(values));
    if (!result) return;
    if (result.error) {
      const shown = profileServerErrors(result.error.errors ?? {}, sentSkills);
      setErrors(shown.errors);
      setMessage([formErrorMessage(result.error), ...shown.others].join(' '));
      focusFirstInvalid();
      return;
    }
    const savedUser = result.data.user;
    queryClient.setQueryData(api.memberProfile.getUserInfo.query().queryKey, result.data);
    // The stored session names the member (SPEC §3); keep it in step with a changed name.
    const session = getSession();
    if (isLoggedIn(session)) setSession({ ...session, last_name: savedUser.last_name, first_name: savedUser.first_name });
    setValues(profileValuesOf(savedUser));
    setErrors({});
    setSaved(true);
    setSaves((n) => n + 1);
  }

  return (
    <form
      ref={formRef}
      className="er-form mfe-account-profile-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="登録情報の編集"
      aria-describedby={message ? 'profile-message' : undefined}
    >
      <FormMessage id="profile-message" message={message} />
      {saved && (
        <p ref={savedRef} role="status" tabIndex={-1} className="mfe-account-saved">
          登録情報を更新しました
        </p>
      )}

      <section className="er-card" aria-labelledby="profile-basic">
        <h2 id="profile-basic">基本情報</h2>
        <div className="mfe-account-pair">
          <TextField label="姓" autoComplete="family-name" required maxLength={50} {...field('last_name')} />
          <TextField label="名" autoComplete="given-name" required maxLength={50} {...field('first_name')} />
          <TextField label="セイ" required maxLength={50} hint="全角カタカナで入力してください" {...field('last_name_kana')} />
          <TextField label="メイ" required maxLength={50} hint="全角カタカナで入力してください" {...field('first_name_kana')} />
        </div>
        <SelectField label="性別" placeholder="選択してください" options={SEX_OPTIONS} {...field('sex')} />
        <BirthDateField
          value={{ year: values.birth_year, month: values.birth_month, day: values.birth_day }}
          onChange={(d) => setValues((v) => ({ ...v, birth_year: d.year, birth_month: d.month, birth_day: d.day }))}
          errors={errors.birth_date}
        />
        <SelectField label="最終学歴" placeholder="選択してください" options={EDUCATION_OPTIONS} {...field('education_level')} />
        <TextField label="国籍" maxLength={50} hint="例：日本" {...field('nationality')} />
      </section>

      <section className="er-card" aria-labelledby="profile-contact">
        <h2 id="profile-contact">連絡先</h2>
        <p>
          メールアドレス（会員ID）：<strong>{user.email}</strong>
          <br />
          <Link to="/user/edit/email">メールアドレスを変更する</Link>
        </p>
        <TextField label="電話番号" type="tel" autoComplete="tel" required hint="例：090-1234-5678" {...field('tel')} />
        <MasterList query={prefectures} name="都道府県">
          {(list) => (
            <SelectField
              label="都道府県"
              autoComplete="address-level1"
              required
              placeholder="選択してください"
              options={list.map((p) => ({ value: p.id, label: p.name }))}
              {...field('prefecture_id')}
            />
          )}
        </MasterList>
        <TextField label="最寄り駅" maxLength={100} hint="例：渋谷駅" {...field('station')} />
        <RadioGroupField
          legend="メールマガジン"
          hint="新着案件やお知らせをお送りします"
          name="magazine_flag"
          required
          options={MAGAZINE_OPTIONS}
          value={values.magazine_flag}
          onChange={(v) => set('magazine_flag', v === '0' ? '0' : '1')}
          errors={errors.magazine_flag}
        />
      </section>

      <section className="er-card" aria-labelledby="profile-desired">
        <h2 id="profile-desired">希望条件</h2>
        <MasterList query={contractTypes} name="契約形態">
          {(list) => (
            <CheckboxGroupField
              legend="希望する契約形態"
              hint="あてはまるものをすべて選んでください"
              name="contract_types"
              options={list.map((c) => ({ value: c.id, label: c.name }))}
              value={values.contract_types}
              onChange={(v) => set('contract_types', v)}
              errors={errors.contract_types}
            />
          )}
        </MasterList>
        <TextField
          label="希望単価（万円/月）"
          inputMode="numeric"
          className="mfe-account-rate"
          hint={`${DESIRED_RATE_MIN}〜${DESIRED_RATE_MAX}の整数で入力してください（例：70）`}
          {...field('desired_rate_man')}
        />
        <RadioGroupField
          legend="希望する働き方"
          name="desired_remote_level"
          options={REMOTE_OPTIONS}
          value={values.desired_remote_level}
          onChange={(v) => set('desired_remote_level', v)}
          errors={errors.desired_remote_level}
        />
        <MasterList query={areas} name="勤務地">
          {(list) => (
            <CheckboxGroupField
              legend="希望勤務地"
              hint="選ばない場合は「こだわらない」として扱います"
              name="desired_area_ids"
              options={list.map((a) => ({ value: a.id, label: a.name }))}
              value={values.desired_area_ids}
              onChange={(v) => set('desired_area_ids', v)}
              errors={errors.desired_area_ids}
            />
          )}
        </MasterList>
      </section>

      <section className="er-card" aria-labelledby="profile-skills">
        <h2 id="profile-skills">スキル</h2>
        <p>スキルと経験年数を登録すると、スキルにマッチした案件をご紹介できます（{MAX_SKILLS}件まで）。</p>
        <SkillPicker
          chosenIds={values.skills.map((s) => s.tag_id)}
          full={values.skills.length >= MAX_SKILLS}
          errors={errors.skills}
          onAdd={(tag) => setValues((v) => ({ ...v, skills: [...v.skills, { tag_id: tag.id, term: tag.term, experience_years: '' }] }))}
        />
        <SkillList
          skills={values.skills}
          errors={errors.skillErrors}
          onYears={(tagId, years) => setValues((v) => ({ ...v, skills: v.skills.map((s) => (s.tag_id === tagId ? { ...s, experience_years: years } : s)) }))}
          onRemove={(skill) => setValues((v) => ({ ...v, skills: v.skills.filter((s) => s.tag_id !== skill.tag_id) }))}
        />
      </section>

      <div>
        <Button type="submit" variant="accent" disabled={pending}>
          {pending ? '更新中…' : '登録情報を更新する'}
        </Button>
      </div>
      <p>
        <Link to="/user">マイページへ戻る</Link>
      </p>
    </form>
  );
}
