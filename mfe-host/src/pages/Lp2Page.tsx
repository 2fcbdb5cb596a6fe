import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';
import { ShortSignupForm } from '../forms/ShortSignupForm';

/** /lp2 — landing page: remote and flexible work. */
export default function Lp2Page() {
  return (
    <StaticPage title="フルリモート・週3日から。自分らしく働けるフリーランス案件" crumbs={[{ label: 'フリーランス案件のご紹介' }]}>
      <p>
        「通勤時間をなくしたい」「家族との時間を大切にしたい」「副業から始めたい」。エンジニアルートは、そんな希望をかなえるリモート案件・稼働日数を選べる案件を多数掲載しています。
      </p>
      <ShortSignupForm heading="リモート案件の新着情報をいち早くお届けします" />
      <h2>働き方で選べる案件</h2>
      <ul>
        <li>フルリモート案件：全国どこからでも参画できます。</li>
        <li>一部リモート案件：週1〜2日の出社で、チームとの連携もしやすい働き方です。</li>
        <li>週3日・週4日案件：学習や自社サービス開発と両立したい方に。</li>
      </ul>
      <h2>ご利用者の声</h2>
      <blockquote>
        <p>「フルリモートのReact案件を紹介してもらい、地方に住みながら月額75万円で働けています。」（30代・フロントエンドエンジニア）</p>
      </blockquote>
      <blockquote>
        <p>「週3日のインフラ案件で、空いた時間に資格の勉強ができるようになりました。」（40代・インフラエンジニア）</p>
      </blockquote>
      <p>
        <Link to="/flow">ご利用の流れ</Link>もあわせてご確認ください。
      </p>
      <SignupCta />
    </StaticPage>
  );
}
