// The tax-accountant request (/zeirishi → /zeirishi/confirm → /zeirishi/comp) on the inquiry flow.
// The API has no validation endpoint for it (only POST tax-accountant-request), so the input step checks
// locally with the rules of TaxAccountantRequestDto (person-request.ts, shared with /introduce) and the
// post stays the judge: its field errors go back onto the form (InquiryConfirm).
import { useQuery } from '@tanstack/react-query';
import { api, type ApiErrorBody } from '@er/api-client';
import { AGREE_FIELD, type FieldSpec } from './fields';
import type { InquiryConfig } from './InquiryFlow';
import { personRequestBody, personRequestErrors, type PersonRequestBody } from './person-request';

export type TaxRequestBody = PersonRequestBody & { prefecture_id?: number };

/** The local check in the shape of the API's validation answer (400 VALIDATION_FAILED with `errors`). */
async function validateTaxRequest(body: never): Promise<{ error?: ApiErrorBody }> {
  const errors = personRequestErrors(body as TaxRequestBody);
  if (Object.keys(errors).length === 0) return {};
  return { error: { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors } };
}

export const ZEIRISHI_CONFIG: InquiryConfig = {
  formKey: 'zeirishi',
  basePath: '/zeirishi',
  title: '税理士紹介サービス',
  noun: 'お申し込み',
  validate: validateTaxRequest,
  post: api.contacts.taxAccountantRequest,
  initial: { name: '', name_kana: '', email: '', tel: '', prefecture_id: '', message: '', agree: false },
  toBody: (v): TaxRequestBody & Record<string, unknown> => ({
    ...personRequestBody(v),
    prefecture_id: v.prefecture_id ? Number(v.prefecture_id) : undefined,
  }),
};

function usePrefectures() {
  return useQuery({ ...api.master.getPrefactureList.query(), select: (r) => r.prefectures, staleTime: 5 * 60_000 });
}

export function useZeirishiFields(): FieldSpec[] {
  const { data: prefectures = [] } = usePrefectures();
  return [
    { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50, placeholder: '山田 太郎' },
    { name: 'name_kana', label: 'フリガナ', kind: 'text', required: true, maxLength: 50, placeholder: 'ヤマダ タロウ', hint: '全角カタカナで入力してください' },
    { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255, placeholder: 'taro@example.com' },
    { name: 'tel', label: '電話番号', kind: 'tel', autoComplete: 'tel', placeholder: '090-1234-5678', hint: '数字とハイフンで入力してください（任意）' },
    { name: 'prefecture_id', label: 'お住まいの都道府県', kind: 'select', options: prefectures.map((p) => ({ value: p.id, label: p.name })) },
    { name: 'message', label: 'ご相談内容', kind: 'textarea', maxLength: 2000, placeholder: '例：はじめての確定申告で、経費の範囲や青色申告について相談したい', hint: '任意（2000文字以内）' },
    AGREE_FIELD,
  ];
}
