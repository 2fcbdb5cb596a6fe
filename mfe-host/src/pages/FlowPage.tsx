import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';

/** /flow — how the service works, from sign-up to joining a project. */
export default function FlowPage() {
  return (
    <StaticPage title="ご利用の流れ" lead="会員登録から案件参画まで、最短1週間。エンジニアルートのご利用方法をご説明します。">
      <ol className="er-steps">
        <li>
          <h2>無料会員登録</h2>
          <p>
            <Link to="/user/regist">会員登録フォーム</Link>からお名前・メールアドレス・スキルなどをご登録ください。登録は無料で、最短1分で完了します。
          </p>
        </li>
        <li>
          <h2>案件を探してエントリー</h2>
          <p>
            <Link to="/item/search">案件一覧</Link>から、言語・職種・勤務地・単価などの条件で案件を検索できます。気になる案件は「検討中」に追加して比較し、応募したい案件にエントリーしてください。
          </p>
        </li>
        <li>
          <h2>コーディネーターとの面談</h2>
          <p>
            エントリー後、担当コーディネーターからご連絡します。オンラインで30分ほど、これまでのご経験やご希望の働き方をお伺いし、最適な案件をご提案します。
          </p>
        </li>
        <li>
          <h2>企業との面談</h2>
          <p>案件先の企業とオンラインまたは対面で面談を行います。日程調整や事前の面談対策はコーディネーターがサポートします。</p>
        </li>
        <li>
          <h2>ご契約・参画</h2>
          <p>条件が合えば契約を締結し、案件に参画します。参画後も定期的にフォローを行い、契約更新や次の案件のご相談にも対応します。</p>
        </li>
      </ol>
      <SignupCta />
    </StaticPage>
  );
}
