import { useNavigate } from '@er/router';
import { api } from '@er/api-client';
import { StaticPage } from '../components/StaticPage';
import { AGREE_FIELD, type FieldSpec } from '../forms/fields';
import { RequestForm } from '../forms/RequestForm';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50 },
  { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255, hint: 'ガイドのダウンロード方法をお送りします' },
  AGREE_FIELD,
];

/** /engineers-guide-to-success — free guide, request form → thanks page (POST guide-request). */
export default function GuidePage() {
  const navigate = useNavigate();
  return (
    <StaticPage title="フリーランスエンジニア成功ガイド" lead="年収アップと安定稼働を両立するために。現役フリーランスと専任コーディネーターのノウハウを1冊にまとめました（PDF・全40ページ・無料）。">
      <h2>ガイドの内容</h2>
      <ul>
        <li>第1章 単価を上げるスキルシートの書き方（テンプレート付き）</li>
        <li>第2章 企業面談で評価されるポイントと質問例</li>
        <li>第3章 案件が途切れないためのキャリア設計</li>
        <li>第4章 確定申告・インボイス・社会保険の基礎知識</li>
        <li>第5章 先輩フリーランス10人の働き方インタビュー</li>
      </ul>
      <h2>お申し込みフォーム</h2>
      <RequestForm
        formKey="guide"
        label="成功ガイドのお申し込み"
        fields={FIELDS}
        initial={{ name: '', email: '', agree: false }}
        post={api.contacts.guideRequest}
        submitLabel="無料でガイドを受け取る"
        toBody={(v) => ({ name: v.name, email: v.email, agree: v.agree === true })}
        onSuccess={() => navigate('/engineers-guide-to-success/thanks')}
      />
    </StaticPage>
  );
}
