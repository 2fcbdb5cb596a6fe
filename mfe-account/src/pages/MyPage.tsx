import { Link } from '@er/router';
import { Breadcrumb, Card } from '@er/ui';
import { CompletenessMeter } from '../components/CompletenessMeter';
import { MarketRateSection } from '../components/MarketRateSection';
import { MemberGate } from '../components/MemberGate';
import { MyPageMenu } from '../components/MyPageMenu';
import { SavedSearchesSection } from '../components/SavedSearchesSection';
import { SkillSheetsSection } from '../components/SkillSheetsSection';
import { SocialAccountsSection } from '../social/SocialAccountsSection';
import type { UserInfo } from '../hooks/useUserInfo';
import './mypage.css';

const CRUMBS = [{ label: 'マイページ' }];

/** '2026-11-23T01:00:00Z' → '2026年11月23日' (SPEC §5: dates in year, month, day with the Japanese units; the day in Japan). */
function formatRegisteredAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });
}

/** /user — my page (SPEC §2): greeting, profile completeness with what is missing, and the member's ways on. */
export function MyPage() {
  return (
    <MemberGate crumbs={CRUMBS} heading="マイページ">
      {(user) => <MyPageView user={user} />}
    </MemberGate>
  );
}

function MyPageView({ user }: { user: UserInfo }) {
  return (
    <section>
      <Breadcrumb items={CRUMBS} />
      <h1>マイページ</h1>
      <p>
        <strong>
          {user.last_name} {user.first_name} さん
        </strong>
        、ようこそ。
      </p>
      {user.pending_email && (
        <p className="mfe-account-notice">
          <strong>{user.pending_email}</strong> へのメールアドレスの変更をお申し込み済みです。お送りした確認メールのリンク（有効期限24時間）を開くと変更が完了します。期限が切れた場合は、もう一度お申し込みください。
        </p>
      )}
      <div className="mfe-account-mypage">
        <Card aria-labelledby="mypage-profile">
          <h2 id="mypage-profile">登録情報</h2>
          <dl className="mfe-account-summary">
            <div>
              <dt>お名前</dt>
              <dd>
                {user.last_name} {user.first_name}（{user.last_name_kana} {user.first_name_kana}）
              </dd>
            </div>
            <div>
              <dt>メールアドレス</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>スキル</dt>
              <dd>{user.skills.length ? user.skills.map((s) => s.term).join('、') : '未登録'}</dd>
            </div>
            <div>
              <dt>登録日</dt>
              <dd>{formatRegisteredAt(user.registered_at)}</dd>
            </div>
          </dl>
          <CompletenessMeter value={user.completeness} />
          {user.missing_fields.length > 0 ? (
            <>
              <p>未入力の項目があります。入力すると、あなたに合った案件をご紹介しやすくなります。</p>
              <ul aria-label="未入力の項目">
                {user.missing_fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
              <p>
                <Link to="/user/edit">未入力の項目を入力する</Link>
              </p>
            </>
          ) : (
            <p>すべての項目が入力されています。</p>
          )}
        </Card>
        <MarketRateSection />
        <Card aria-labelledby="mypage-menu">
          <h2 id="mypage-menu">メニュー</h2>
          <MyPageMenu />
        </Card>
        <SkillSheetsSection />
        <SavedSearchesSection />
        <SocialAccountsSection />
      </div>
    </section>
  );
}
