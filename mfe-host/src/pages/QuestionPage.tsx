import { replyWithin } from '@er/site-meta/facts';
import { Link } from '@er/router';
import { StaticPage } from '../components/StaticPage';

/** The FAQ: rendered as <details> and as FAQPage JSON-LD (one source). */
export const FAQ: { category: string; items: [string, string][] }[] = [
  {
    category: 'サービスについて',
    items: [
      ['利用料金はかかりますか？', 'エンジニアの方のご利用はすべて無料です。会員登録、案件のご紹介、面談調整、契約手続きで費用をいただくことはありません。'],
      ['会社員でも登録できますか？', 'はい、ご登録いただけます。独立前のご相談や、参画可能時期に合わせた案件のご紹介も行っています。'],
      ['地方在住でも案件を紹介してもらえますか？', 'フルリモート案件を多数掲載しているため、全国どこにお住まいの方でもご紹介可能です。'],
    ],
  },
  {
    category: '案件・エントリーについて',
    items: [
      ['実務経験はどのくらい必要ですか？', '案件により異なりますが、目安として実務経験2〜3年以上を求める案件が中心です。経験が浅い方向けの案件もございますので、まずはご相談ください。'],
      ['週3日やリモートの案件はありますか？', 'はい、あります。案件一覧の検索条件で「リモート」「週の稼働日数」を指定して絞り込めます。'],
      ['エントリーした後はどうなりますか？', `担当コーディネーターから${replyWithin}にご連絡し、オンライン面談でご経験とご希望を伺います。その後、企業との面談に進みます。`],
      ['複数の案件に同時にエントリーできますか？', 'はい、可能です。面談日程の調整などはコーディネーターがまとめてサポートします。'],
    ],
  },
  {
    category: '契約・お支払いについて',
    items: [
      ['契約形態は何ですか？', '当社とエンジニアの方との業務委託契約（準委任契約）が基本です。'],
      ['報酬の支払いはいつですか？', '月末締め・翌月末払いが基本です。案件によっては支払いサイトが短いものもございます。'],
      ['確定申告や税金の相談はできますか？', '提携税理士を無料でご紹介する「税理士紹介サービス」をご用意しています。'],
    ],
  },
];

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ.flatMap((c) =>
    c.items.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  ),
};

/** /question — FAQ (expandable answers, FAQPage JSON-LD). */
export default function QuestionPage() {
  return (
    <StaticPage title="よくある質問" lead="エンジニアルートに寄せられるご質問と回答をまとめました。質問をクリックすると回答が表示されます。" jsonLd={jsonLd}>
      <div className="er-faq">
        {FAQ.map((c) => (
          <section key={c.category}>
            <h2>{c.category}</h2>
            {c.items.map(([q, a]) => (
              <details key={q}>
                <summary>{q}</summary>
                <p>{a}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
      <p>
        解決しない場合は<Link to="/contact">お問い合わせ</Link>ください。
      </p>
    </StaticPage>
  );
}
