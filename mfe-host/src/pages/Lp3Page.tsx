import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';
import { ShortSignupForm } from '../forms/ShortSignupForm';

/** /lp3 — landing page: first-time freelancers. */
export default function Lp3Page() {
  return (
    <StaticPage title="はじめてのフリーランスも、エンジニアルートなら安心" crumbs={[{ label: 'フリーランス案件のご紹介' }]}>
      <p>
        独立を考えているけれど、案件探しや契約、税金のことが不安——。エンジニアルートは、はじめてフリーランスになる方を案件紹介から独立後の手続きまでサポートします。
      </p>
      <ShortSignupForm heading="独立前のご相談も無料です" />
      <h2>はじめての方へのサポート</h2>
      <ol className="er-steps">
        <li>キャリア面談で、スキルと希望条件から適正な単価の目安をお伝えします。</li>
        <li>職務経歴書・スキルシートの書き方をアドバイスし、面談対策も行います。</li>
        <li>契約書の確認や請求の流れなど、はじめての契約手続きもご案内します。</li>
        <li>
          開業届や確定申告が不安な方には、<Link to="/zeirishi">税理士紹介サービス</Link>（無料）もご用意しています。
        </li>
      </ol>
      <p>
        独立の準備について詳しくは<Link to="/about-free-engineer">フリーランスエンジニアになるには</Link>をご覧ください。
      </p>
      <SignupCta />
    </StaticPage>
  );
}
