import { Link } from 'react-router';
import { StaticPage } from '../components/StaticPage';

const ROWS: [string, string][] = [
  ['会社名', '株式会社エンジニアルート'],
  ['所在地', '〒150-0002 東京都渋谷区渋谷2-1-1'],
  ['設立', '2015年4月'],
  ['資本金', '3,000万円'],
  ['代表者', '代表取締役 田中 一郎'],
  ['事業内容', 'ITフリーランスエンジニア向け案件紹介サービス「エンジニアルート」の運営／システム受託開発／ITコンサルティング'],
  ['許認可', '有料職業紹介事業 許可番号 13-ユ-000000'],
  ['取引銀行', '三菱UFJ銀行、みずほ銀行'],
];

/** /company-profile — operating company. */
export default function CompanyProfilePage() {
  return (
    <StaticPage title="運営会社">
      <table className="er-table">
        <caption className="er-visually-hidden">会社概要</caption>
        <tbody>
          {ROWS.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        取材・提携などのご相談は<Link to="/contact">お問い合わせ</Link>、エンジニアをお探しの企業様は<Link to="/company">企業様お問い合わせ</Link>からご連絡ください。
      </p>
    </StaticPage>
  );
}
