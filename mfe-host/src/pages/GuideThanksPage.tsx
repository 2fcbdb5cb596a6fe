import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';

/** /engineers-guide-to-success/thanks — after the guide request (also the link in the auto-reply mail). */
export default function GuideThanksPage() {
  return (
    <StaticPage
      title="成功ガイドのお申し込みありがとうございました"
      crumbs={[{ label: 'フリーランスエンジニア成功ガイド', to: '/engineers-guide-to-success' }, { label: 'お申し込み完了' }]}
    >
      <p>ご登録のメールアドレスに、ガイドのダウンロードのご案内をお送りしました。メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
      <p>
        ガイドを読んで独立や案件探しについて相談したくなったら、<Link to="/flow">ご利用の流れ</Link>をご覧のうえ、お気軽に会員登録ください。
      </p>
      <SignupCta />
    </StaticPage>
  );
}
