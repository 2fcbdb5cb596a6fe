import { Link, useSearchParams } from '@er/router';
import { api } from '@er/api-client';
import { useSession } from '@er/app-state';
import { StaticPage } from '../components/StaticPage';
import { ReferralLink } from '../components/ReferralLink';
import { useReferralLink } from '../hooks/queries';
import { EMPTY_INTRODUCE, INTRODUCE_FIELDS, introduceBody } from '../forms/introduce';
import { personRequestErrors } from '../forms/person-request';
import { RequestForm } from '../forms/RequestForm';

const FORM_ID = 'introduce-form';

/**
 * /introduce — friend referral campaign (issue 12): a member's own referral link to copy and send, and the
 * referral request (the person introduced), which a member fills in for a friend or the friend fills in
 * from the member's link (/introduce?ref=…).
 */
export default function IntroducePage() {
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const pageRef = params.get('ref');
  const link = useReferralLink(loggedIn);
  // The link's ref as given; without one, a member filling in the form for a friend is the referrer (their
  // own sealed id): make-request-to-introduce credits only the member named by `ref`.
  const ref = pageRef ?? (loggedIn ? link.data?.encrypted_user_id : undefined);

  return (
    <StaticPage title="お友達紹介キャンペーン" lead="エンジニアルートをお知り合いのエンジニアにご紹介ください。ご紹介いただいた方が案件に参画されると、紹介特典をお贈りします。">
      {pageRef !== null && (
        <p className="er-signup">
          ご紹介リンクからお越しいただき、ありがとうございます。<a href={`#${FORM_ID}`}>お申し込みフォーム</a>にご入力ください。担当者より、ご希望に合った案件をご案内します。
        </p>
      )}
      <h2>特典内容</h2>
      <ul>
        <li>ご紹介者さま：Amazonギフトカード 30,000円分</li>
        <li>ご紹介されたお友達：案件参画時に Amazonギフトカード 10,000円分</li>
      </ul>
      <h2>キャンペーンの流れ</h2>
      <ol className="er-steps">
        <li>エンジニアルートの会員の方が、このページのフォームからお友達の情報をお送りいただくか、紹介リンクをお友達にお送りください。</li>
        <li>担当者からお友達にご連絡し、ご希望に合った案件をご紹介します。</li>
        <li>お友達が案件に参画し、1か月間稼働された時点で特典をお贈りします。</li>
      </ol>
      <h2>ご注意</h2>
      <ul>
        <li>ご紹介いただくお友達ご本人の同意を得たうえでお申し込みください。</li>
        <li>すでにエンジニアルートに登録済みの方は紹介の対象外となります。</li>
        <li>キャンペーン内容は予告なく変更・終了する場合があります。</li>
      </ul>
      {loggedIn ? (
        <ReferralLink link={link} />
      ) : (
        pageRef === null && (
          <p>
            会員の方は<Link to="/login?next=%2Fintroduce">ログイン</Link>すると、お友達に送る紹介リンクを表示できます。まだ会員でない方は
            <Link to="/user/regist">無料会員登録</Link>からどうぞ。
          </p>
        )
      )}
      <h2 id={FORM_ID}>お友達紹介のお申し込み</h2>
      <p>ご紹介いただく方（お友達）の情報をご入力ください。お友達ご本人によるご入力も承ります。</p>
      <RequestForm
        formKey="introduce"
        label="お友達紹介のお申し込み"
        fields={INTRODUCE_FIELDS}
        initial={EMPTY_INTRODUCE}
        post={api.contacts.makeRequestToIntroduce}
        toBody={(v) => introduceBody(v, ref)}
        check={personRequestErrors}
        submitLabel="この内容で申し込む"
        done={<p>お申し込みを受け付けました。担当者よりご紹介いただいた方へご連絡いたします。</p>}
      />
    </StaticPage>
  );
}
