import { Link } from '@er/router';
import { company } from '@er/site-meta/facts';
import { StaticPage } from '../components/StaticPage';

/** /privacy — privacy policy. */
export default function PrivacyPage() {
  return (
    <StaticPage title="プライバシーポリシー" lead="株式会社エンジニアルート（以下「当社」）は、個人情報の重要性を認識し、以下の方針に基づき適切に取り扱います。">
      <h2>1. 取得する個人情報</h2>
      <p>氏名、フリガナ、メールアドレス、電話番号、生年月日、住所（都道府県）、職務経歴、保有スキル、スキルシート、希望条件、お問い合わせ内容など、サービスの提供に必要な情報を取得します。</p>
      <h2>2. 利用目的</h2>
      <ul>
        <li>案件のご紹介、エントリーの受付、企業との面談調整のため</li>
        <li>会員ご本人への連絡、お問い合わせへの回答のため</li>
        <li>新着案件・キャンペーン等のご案内のため（配信停止はいつでも可能です）</li>
        <li>サービスの改善および統計データの作成のため（個人を特定できない形に加工します）</li>
      </ul>
      <h2>3. 第三者提供</h2>
      <p>ご本人の同意がある場合（案件への推薦時の紹介先企業への提供を含みます）および法令に基づく場合を除き、個人情報を第三者に提供しません。</p>
      <h2>4. 委託</h2>
      <p>利用目的の達成に必要な範囲で、個人情報の取扱いを外部に委託することがあります。その場合、委託先を適切に監督します。</p>
      <h2>5. 安全管理措置</h2>
      <p>通信の暗号化、アクセス権限の管理、従業員教育など、個人情報の漏えい・滅失・毀損を防止するための措置を講じます。</p>
      <h2>6. Cookie等の利用</h2>
      <p>当社はサービス向上のためCookieおよびアクセス解析ツール（Googleタグマネージャー等）を利用しています。ブラウザの設定によりCookieを無効にすることができます。</p>
      <h2>7. 開示・訂正・削除のご請求</h2>
      <p>
        ご本人からの個人情報の開示・訂正・利用停止・削除のご請求には、本人確認のうえ遅滞なく対応します。
        <Link to="/contact">お問い合わせフォーム</Link>よりご連絡ください。
      </p>
      <h2>8. お問い合わせ窓口</h2>
      {/* No postal address here: the one that stood here was invented (issue 11); the operator's real
          address belongs in @er/site-meta/facts once it is supplied. */}
      <p>
        {company.name} 個人情報保護管理者（<Link to="/contact">お問い合わせフォーム</Link>より受け付けます）
      </p>
      <p>2020年4月1日 制定／2026年4月1日 改定</p>
    </StaticPage>
  );
}
