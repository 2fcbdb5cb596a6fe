import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@er/router';
import { api } from '@er/api-client';
import { clearAdParams, storedAdParams } from '@er/app-state';
import { Button, CheckboxField, CheckboxGroupField, ErrorPanel, RadioGroupField, SelectField, Spinner, TextField } from '@er/ui';
import { EMPTY_REGIST, REGIST_FIELDS, registBody, registErrors, type RegistErrors, type RegistValues } from '../forms/regist-form';
import { hasErrors, serverErrors } from '../forms/server-errors';
import { useContractTypes } from '../hooks/useContractTypes';
import { useFocusFirstInvalid } from '../hooks/useFocusFirstInvalid';
import { useFormPost } from '../hooks/useFormPost';
import { usePrefectures } from '../hooks/usePrefectures';
import type { AddressState } from '../navigation/address-state';
import { BirthDateField } from './BirthDateField';
import { FormMessage } from './FormMessage';
import { PasswordFields } from './PasswordFields';
import { socialPrefillFrom } from '../social/social-prefill';

/** The fields typed or chosen as one string. */
type OneValueField = 'email' | 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana' | 'prefecture_id' | 'tel';

const MAGAZINE_OPTIONS = [
  { value: 1, label: '受け取る' },
  { value: 0, label: '受け取らない' },
];

/**
 * The /user/regist form: local checks first (the same rules and messages as the API, regist-form.ts),
 * then member-register; the server's field errors go under the fields and the focus to the first one.
 * On success the mail-sent page follows, whatever the address (the API never says it is taken).
 */
export function RegistForm() {
  const navigate = useNavigate();
  const prefectures = usePrefectures();
  const contractTypes = useContractTypes();
  const { post, pending } = useFormPost(api.memberRegistration.memberRegister);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Issue 12: a social sign-in of an unknown account lands here with the e-mail and name the provider gave.
  const prefill = socialPrefillFrom(useLocation().state);
  const [values, setValues] = useState<RegistValues>(() =>
    prefill ? { ...EMPTY_REGIST, email: prefill.email ?? '', last_name: prefill.last_name, first_name: prefill.first_name } : EMPTY_REGIST,
  );
  const [errors, setErrors] = useState<RegistErrors>({});
  const [message, setMessage] = useState('');

  const set = <K extends keyof RegistValues>(name: K, value: RegistValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  /** The props that tie a one-value field to its value and its errors. */
  const text = (name: OneValueField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    errors: errors[name],
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local = registErrors(values);
    setErrors(local);
    setMessage('');
    if (hasErrors(local)) {
      setMessage('入力内容をご確認ください。');
      focusFirstInvalid();
      return;
    }
    // The ad click that brought the visitor (kept by the host since landing) counts this sign-up.
    const body = { ...registBody(values), ad_params: storedAdParams() };
    const result = await post(body);
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, REGIST_FIELDS);
      setErrors(shown.fields);
      setMessage(shown.message);
      focusFirstInvalid();
      return;
    }
    clearAdParams();
    navigate('/user/regist/mailsend', { state: { email: body.email } satisfies AddressState });
  }

  return (
    <form ref={formRef} className="er-form" onSubmit={onSubmit} noValidate aria-label="無料会員登録" aria-describedby={message ? 'regist-message' : undefined}>
      <FormMessage id="regist-message" message={message} />
      <TextField label="メールアドレス" type="email" autoComplete="email" required hint="会員IDになります。認証メールをお送りします" {...text('email')} />
      <PasswordFields
        password={values.password}
        confirmation={values.password_confirmation}
        onPassword={(v) => set('password', v)}
        onConfirmation={(v) => set('password_confirmation', v)}
        errors={errors}
      />
      <TextField label="姓" autoComplete="family-name" required {...text('last_name')} />
      <TextField label="名" autoComplete="given-name" required {...text('first_name')} />
      <TextField label="セイ" required hint="全角カタカナ（例：ヤマダ）" {...text('last_name_kana')} />
      <TextField label="メイ" required hint="全角カタカナ（例：タロウ）" {...text('first_name_kana')} />
      <BirthDateField
        value={{ year: values.birth_year, month: values.birth_month, day: values.birth_day }}
        onChange={(d) => setValues((v) => ({ ...v, birth_year: d.year, birth_month: d.month, birth_day: d.day }))}
        errors={errors.birth_date}
      />
      {prefectures.isPending ? (
        <Spinner label="都道府県を読み込み中…" />
      ) : prefectures.isError ? (
        <ErrorPanel message="都道府県の一覧を読み込めませんでした。" onRetry={() => void prefectures.refetch()} />
      ) : (
        <SelectField
          label="都道府県"
          autoComplete="address-level1"
          required
          placeholder="選択してください"
          options={prefectures.data.map((p) => ({ value: p.id, label: p.name }))}
          {...text('prefecture_id')}
        />
      )}
      <TextField label="電話番号" type="tel" autoComplete="tel" required hint="例：090-1234-5678" {...text('tel')} />
      {contractTypes.isPending ? (
        <Spinner label="契約形態を読み込み中…" />
      ) : contractTypes.isError ? (
        <ErrorPanel message="契約形態の一覧を読み込めませんでした。" onRetry={() => void contractTypes.refetch()} />
      ) : (
        <CheckboxGroupField
          legend="希望する契約形態"
          hint="あてはまるものをすべて選んでください（任意）"
          name="contract_types"
          options={contractTypes.data.map((c) => ({ value: c.id, label: c.name }))}
          value={values.contract_types}
          onChange={(v) => set('contract_types', v)}
          errors={errors.contract_types}
        />
      )}
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
      <CheckboxField
        name="agree"
        checked={values.agree}
        onChange={(e) => set('agree', e.target.checked)}
        errors={errors.agree}
        label={
          <>
            <Link to="/terms" target="_blank" rel="noopener">
              利用規約
            </Link>
            と
            <Link to="/privacy" target="_blank" rel="noopener">
              個人情報の取り扱い
            </Link>
            に同意する<span className="er-field__required">必須</span>
          </>
        }
      />
      <div>
        <Button type="submit" variant="accent" disabled={pending}>
          {pending ? '送信中…' : '同意して登録する'}
        </Button>
      </div>
    </form>
  );
}
