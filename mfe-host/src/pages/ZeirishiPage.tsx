import { replyWithin } from '@er/site-meta/facts';
import { InquiryInput } from '../forms/InquiryFlow';
import { useZeirishiFields, ZEIRISHI_CONFIG } from '../forms/zeirishi';

/** /zeirishi — free tax-accountant referral, input step of its request (then /zeirishi/confirm, /zeirishi/comp). */
export default function ZeirishiPage() {
  const fields = useZeirishiFields();
  return (
    <InquiryInput
      config={ZEIRISHI_CONFIG}
      fields={fields}
      intro={
        <>
          <p className="er-page__lead">フリーランスエンジニアの税務に詳しい税理士を、無料でご紹介します。</p>
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
        <li>下記フォームに入力し、確認画面で内容をご確認のうえ送信してください。</li>
        <li>担当者よりご希望を伺うご連絡をいたします（{replyWithin}）。</li>
        <li>ご希望に合った税理士をご紹介し、初回面談を設定します。</li>
      </ol>
          <h2>お申し込みフォーム</h2>
        </>
      }
    />
  );
}
