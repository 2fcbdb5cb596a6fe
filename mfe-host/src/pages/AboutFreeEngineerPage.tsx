import { Link } from '@er/router';
import { SignupCta, StaticPage } from '../components/StaticPage';

/** /about-free-engineer — how to become a freelance engineer. */
export default function AboutFreeEngineerPage() {
  return (
    <StaticPage title="フリーランスエンジニアになるには" lead="会社員からフリーランスエンジニアとして独立するまでの準備と手順を、5つのステップで解説します。">
      <h2>フリーランスエンジニアとは</h2>
      <p>
        企業に雇用されず、業務委託契約で開発・運用などの業務を請け負うエンジニアです。案件ごとに契約するため、単価・働き方・技術領域を自分で選べる一方、
        案件探しや税務手続きも自分で行う必要があります。
      </p>
      <h2>独立までの5ステップ</h2>
      <ol className="er-steps">
        <li>
          <strong>スキルと経験を棚卸しする</strong>：使用言語・フレームワーク・担当工程・チーム規模を整理し、スキルシートにまとめます。実務経験2〜3年以上が一つの目安です。
        </li>
        <li>
          <strong>単価相場を調べる</strong>：
          <Link to="/item/marketprice">案件の単価相場</Link>で、自分のスキルがどのくらいの報酬になるか確認しましょう。
        </li>
        <li>
          <strong>生活資金を準備する</strong>：初回の報酬が入るまで1〜2か月かかるため、生活費の3〜6か月分を目安に用意しておくと安心です。
        </li>
        <li>
          <strong>開業届・青色申告承認申請書を提出する</strong>：青色申告なら最大65万円の特別控除が受けられます。インボイス登録も検討しましょう。
        </li>
        <li>
          <strong>案件を探して参画する</strong>：エージェントを利用すると、単価交渉や契約手続きの負担を減らせます。
        </li>
      </ol>
      <h2>会社員との違い</h2>
      <ul>
        <li>収入：スキル次第で会社員時代より年収が上がるケースが多い一方、案件の切れ目には収入がなくなります。</li>
        <li>社会保険：国民健康保険・国民年金に切り替わります。小規模企業共済やiDeCoで老後の備えを。</li>
        <li>税金：確定申告が必要です。不安な方は<Link to="/zeirishi">税理士紹介サービス</Link>をご利用ください。</li>
      </ul>
      <p>
        独立後に長く活躍するためのノウハウをまとめた<Link to="/engineers-guide-to-success">フリーランスエンジニア成功ガイド</Link>も無料で配布しています。
      </p>
      <SignupCta />
    </StaticPage>
  );
}
