// The two inquiry forms of SPEC §4 (general /contact and company /company): their fields and bodies.
import { api } from '@er/api-client';
import { useContactTypes } from '../hooks/queries';
import { AGREE_FIELD, type FieldSpec } from './fields';
import type { InquiryConfig } from './InquiryFlow';

/** SPEC §3 contact types (ContactType 1–7), used until/unless get-contact-types answers. */
export const CONTACT_TYPES = [
  { value: 1, label: '技術サポート' },
  { value: 2, label: '受託開発' },
  { value: 3, label: 'Web制作' },
  { value: 4, label: '製品・サービス' },
  { value: 5, label: '提携' },
  { value: 6, label: '採用' },
  { value: 7, label: 'その他' },
];

const opt = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : '');

export const CONTACT_CONFIG: InquiryConfig = {
  formKey: 'contact',
  basePath: '/contact',
  title: 'お問い合わせ',
  validate: api.contacts.contentOfContactValidation,
  post: api.contacts.contentOfContactPost,
  initial: { contact_type: '', name: '', name_kana: '', email: '', tel: '', company_name: '', body: '', agree: false },
  toBody: (v) => ({
    contact_type: v.contact_type ? Number(v.contact_type) : null,
    name: str(v.name),
    name_kana: str(v.name_kana),
    email: str(v.email),
    tel: opt(v.tel),
    company_name: opt(v.company_name),
    body: str(v.body),
    agree: v.agree === true,
  }),
};

export function useContactFields(): FieldSpec[] {
  const { data } = useContactTypes();
  const types = data && data.length > 0 ? data.filter((t) => t.value >= 1 && t.value <= 7) : CONTACT_TYPES;
  return [
    { name: 'contact_type', label: 'お問い合わせ種別', kind: 'select', required: true, options: types },
    { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50, placeholder: '山田 太郎' },
    { name: 'name_kana', label: 'フリガナ', kind: 'text', required: true, maxLength: 50, placeholder: 'ヤマダ タロウ', hint: '全角カタカナで入力してください' },
    { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255, placeholder: 'taro@example.com' },
    { name: 'tel', label: '電話番号', kind: 'tel', autoComplete: 'tel', placeholder: '03-1234-5678', hint: '数字とハイフンで入力してください（任意）' },
    { name: 'company_name', label: '会社名', kind: 'text', autoComplete: 'organization', maxLength: 100, hint: '法人の方はご入力ください（任意）' },
    { name: 'body', label: 'お問い合わせ内容', kind: 'textarea', required: true, maxLength: 2000, hint: '10文字以上2000文字以内で入力してください' },
    AGREE_FIELD,
  ];
}

export const COMPANY_CONFIG: InquiryConfig = {
  formKey: 'company',
  basePath: '/company',
  title: '企業様お問い合わせ',
  validate: api.contacts.contentOfCompanyContactValidation,
  post: api.contacts.contentOfCompanyContactPost,
  initial: { company_name: '', department: '', name: '', name_kana: '', email: '', tel: '', body: '', agree: false },
  toBody: (v) => ({
    company_name: str(v.company_name),
    department: opt(v.department),
    name: str(v.name),
    name_kana: str(v.name_kana),
    email: str(v.email),
    tel: str(v.tel),
    body: str(v.body),
    agree: v.agree === true,
  }),
};

export const COMPANY_FIELDS: FieldSpec[] = [
  { name: 'company_name', label: '会社名', kind: 'text', required: true, autoComplete: 'organization', maxLength: 100, placeholder: '株式会社エンジニアルート' },
  { name: 'department', label: '部署名', kind: 'text', maxLength: 100, hint: '任意' },
  { name: 'name', label: 'ご担当者名', kind: 'text', required: true, autoComplete: 'name', maxLength: 50, placeholder: '山田 太郎' },
  { name: 'name_kana', label: 'フリガナ', kind: 'text', required: true, maxLength: 50, placeholder: 'ヤマダ タロウ', hint: '全角カタカナで入力してください' },
  { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255 },
  { name: 'tel', label: '電話番号', kind: 'tel', required: true, autoComplete: 'tel', placeholder: '03-1234-5678', hint: '数字とハイフンで入力してください' },
  {
    name: 'body',
    label: 'お問い合わせ内容',
    kind: 'textarea',
    required: true,
    maxLength: 2000,
    hint: '募集したいポジション、必要なスキル、期間・稼働日数、ご予算などをご記入ください（10文字以上2000文字以内）',
  },
  AGREE_FIELD,
];
