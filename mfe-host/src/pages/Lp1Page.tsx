import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';
import { ShortSignupForm } from '../forms/ShortSignupForm';

/** /lp1 — landing page: high-rate projects for experienced engineers. */
export default function Lp1Page() {
  return (
    <StaticPage title="月額80万円以上の高単価案件を、あなたに。" crumbs={[{ label: 'フリーランス案件のご紹介' }]}>
      <p>
        実務経験3年以上のITエンジニアの方へ。エンジニアルートでは、エンド直・一次請けを中心とした高単価のフリーランス案件を多数ご紹介しています。
        中間マージンを抑えた契約形態だから、スキルに見合った報酬を受け取れます。
      </p>
      <ShortSignupForm heading="非公開の高単価案件は会員限定でご紹介しています" />
      <h2>エンジニアルートの特徴</h2>
      <ul>
        <li>
          <strong>高単価案件が豊富</strong>：Java・Go・TypeScript・AWSなどの案件で、月額80万〜120万円の募集も多数。
        </li>
        <li>
          <strong>リモート・週3日案件も</strong>：フルリモートや週3〜4日稼働など、働き方の条件で絞り込めます。
        </li>
        <li>
          <strong>専任コーディネーター</strong>：希望条件のヒアリングから単価交渉、参画後の面談まで一貫してサポートします。
        </li>
        <li>
          <strong>最短翌月から参画</strong>：急募案件も多く、スピーディーに次の現場を決められます。
        </li>
      </ul>
      <h2>こんな方におすすめです</h2>
      <ul>
        <li>会社員エンジニアから独立して、収入を上げたい方</li>
        <li>今の案件の単価や働き方に満足していない方</li>
        <li>上流工程やモダンな技術スタックの案件に挑戦したい方</li>
      </ul>
      <p>
        掲載中の案件は<Link to="/item/search">案件一覧</Link>からご覧いただけます。
      </p>
      <SignupCta />
    </StaticPage>
  );
}
