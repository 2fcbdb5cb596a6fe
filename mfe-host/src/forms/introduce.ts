// The friend-referral request of /introduce (issue 12, POST make-request-to-introduce): the person being
// introduced, filled in by the referring member or by the friend from the member's link. The same rules as
// the tax-accountant request (person-request.ts), checked before posting; the post stays the judge.
import type { MakeRequestToIntroduceBody } from '@er/api-client';
import { AGREE_FIELD, type FieldSpec, type FormValues } from './fields';
import { personRequestBody } from './person-request';

export const INTRODUCE_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50, placeholder: '山田 太郎', hint: 'ご紹介いただく方（お友達）のお名前' },
  { name: 'name_kana', label: 'フリガナ', kind: 'text', required: true, maxLength: 50, placeholder: 'ヤマダ タロウ', hint: '全角カタカナで入力してください' },
  { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255, placeholder: 'taro@example.com', hint: 'エンジニアルートのご案内をこちらにお送りします' },
  { name: 'tel', label: '電話番号', kind: 'tel', autoComplete: 'tel', placeholder: '090-1234-5678', hint: '数字とハイフンで入力してください（任意）' },
  {
    name: 'message',
    label: 'ご紹介の経緯・ご希望',
    kind: 'textarea',
    maxLength: 2000,
    placeholder: '例：前職の同僚です。Javaのリモート案件を探しています。',
    hint: '任意（2000文字以内）',
  },
  AGREE_FIELD,
];

export const EMPTY_INTRODUCE: FormValues = { name: '', name_kana: '', email: '', tel: '', message: '', agree: false };

/**
 * The body without its idempotency key (RequestForm adds the draft's). `ref` is sent as given: the API
 * decides whether it names a member (a forged or stale one still stores the request, without a referrer).
 */
export function introduceBody(v: FormValues, ref: string | undefined): Omit<MakeRequestToIntroduceBody, 'idempotency_key'> & Record<string, unknown> {
  return { ...personRequestBody(v), ref };
}
