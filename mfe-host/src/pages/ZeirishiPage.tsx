import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { StaticPage } from '../components/StaticPage';
import { AGREE_FIELD, type FieldSpec, type FormValues } from '../forms/fields';
import { RequestForm } from '../forms/RequestForm';

const initial: FormValues = { name: '', name_kana: '', email: '', tel: '', prefecture_id: '', message: '', agree: false };

function usePrefectures() {
  return useQuery({ ...api.master.getPrefactureList.query(), select: (r) => r.prefectures, staleTime: 5 * 60_000 });
}

/** /zeirishi — free tax-accountant referral with its request form (POST tax-accountant-request). */
export default function ZeirishiPage() {
  const { data: prefectures = [] } = usePrefectures();
  const fields: FieldSpec[] = [
    { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50 },
    { name: 'name_kana', label: 'フリガナ', kind: 'text', required: true, maxLength: 50, hint: '全角カタカナで入力してください' },
    { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255 },
    { name: 'tel', label: '電話番号', kind: 'tel', autoComplete: 'tel', hint: '任意' },
    { name: 'prefecture_id', label: 'お住まいの都道府県', kind: 'select', options: prefectures.map((p) => ({ value: p.id, label: p.name })) },
    { name: 'message', label: 'ご相談内容', kind: 'textarea', maxLength: 2000, placeholder: '例：はじめての確定申告で、経費の範囲や青色申告について相談したい' },
    AGREE_FIELD,
  ];
  return (
    <StaticPage title="税理士紹介サービス" lead="フリーランスエンジニアの税務に詳しい税理士を、無料でご紹介します。">
      <h2>こんなお悩みはありませんか？</h2>
      <ul>
        <li>はじめての確定申告で、何から手を付ければよいかわからない</li>
        <li>青色申告・インボイス制度への対応が不安</li>
        <li>売上が増えてきたので、法人化すべきか相談したい</li>
        <li>経理作業に時間を取られて、本業に集中できない</li>
      </ul>
      <h2>サービスの特徴</h2>
      <ul>
        <li>ITフリーランスの顧問実績が豊富な提携税理士をご紹介します。</li>
        <li>ご紹介料は無料です。初回相談も無料で受けられます（顧問契約後の報酬は税理士との契約によります）。</li>
        <li>オンライン面談に対応しているため、全国どこからでもご相談いただけます。</li>
      </ul>
      <h2>お申し込みの流れ</h2>
      <ol className="er-steps">
        <li>下記フォームからお申し込みください。</li>
        <li>担当者よりご希望を伺うご連絡をいたします（2営業日以内）。</li>
        <li>ご希望に合った税理士をご紹介し、初回面談を設定します。</li>
      </ol>
      <h2>お申し込みフォーム</h2>
      <RequestForm
        formKey="zeirishi"
        label="税理士紹介のお申し込み"
        fields={fields}
        initial={initial}
        post={api.contacts.taxAccountantRequest}
        submitLabel="無料で申し込む"
        successMessage="お申し込みを受け付けました。担当者よりご連絡いたします。"
        toBody={(v) => ({
          name: v.name,
          name_kana: v.name_kana,
          email: v.email,
          tel: typeof v.tel === 'string' && v.tel.trim() ? v.tel : undefined,
          prefecture_id: v.prefecture_id ? Number(v.prefecture_id) : undefined,
          message: typeof v.message === 'string' && v.message.trim() ? v.message : undefined,
          agree: v.agree === true,
        })}
      />
    </StaticPage>
  );
}
