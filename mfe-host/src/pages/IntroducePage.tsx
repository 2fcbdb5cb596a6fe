import { Link } from 'react-router';
import { useSession } from '@er/app-state';
import { StaticPage } from '../components/StaticPage';

/** /introduce — friend referral campaign (the referral form for members comes with the accounts work). */
export default function IntroducePage() {
  const { loggedIn } = useSession();
  return (
    <StaticPage title="お友達紹介キャンペーン" lead="エンジニアルートをお知り合いのエンジニアにご紹介ください。ご紹介いただいた方が案件に参画されると、紹介特典をお贈りします。">
      <h2>特典内容</h2>
      <ul>
        <li>ご紹介者さま：Amazonギフトカード 30,000円分</li>
        <li>ご紹介されたお友達：案件参画時に Amazonギフトカード 10,000円分</li>
      </ul>
      <h2>キャンペーンの流れ</h2>
      <ol className="er-steps">
        <li>エンジニアルートの会員の方が、マイページの紹介フォームからお友達の情報をお送りください。</li>
        <li>担当者からお友達にご連絡し、ご希望に合った案件をご紹介します。</li>
        <li>お友達が案件に参画し、1か月間稼働された時点で特典をお贈りします。</li>
      </ol>
      <h2>ご注意</h2>
      <ul>
        <li>ご紹介いただくお友達ご本人の同意を得たうえでお申し込みください。</li>
        <li>すでにエンジニアルートに登録済みの方は紹介の対象外となります。</li>
        <li>キャンペーン内容は予告なく変更・終了する場合があります。</li>
      </ul>
      <p>
        {loggedIn ? (
          <>紹介フォームは近日マイページに追加予定です。それまでは<Link to="/contact">お問い合わせ</Link>からご連絡ください。</>
        ) : (
          <>
            ご紹介には会員登録が必要です。<Link to="/user/regist">無料会員登録</Link>／<Link to="/login">ログイン</Link>
          </>
        )}
      </p>
    </StaticPage>
  );
}
