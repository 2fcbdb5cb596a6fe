import { useState } from 'react';
import { Link } from '@er/router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { setSession } from '@er/app-state';
import { Breadcrumb } from '@er/ui';
import { MemberGate } from '../components/MemberGate';
import { WithdrawForm } from '../components/WithdrawForm';
import { memberCrumbs } from '../navigation/member-crumbs';
import './withdraw.css';

const CRUMBS = memberCrumbs('退会');

/**
 * /user/delete — withdrawal (delete-user). What it says happens is what the API does: the profile is
 * anonymised and its skills removed, skill sheets and social logins deleted, every session ended, a
 * goodbye mail sent, and the address may sign up again.
 */
export function WithdrawPage() {
  const queryClient = useQueryClient();
  const [withdrawnEmail, setWithdrawnEmail] = useState<string | null>(null);

  if (withdrawnEmail !== null) return <GoodbyeView email={withdrawnEmail} />;
  return (
    <MemberGate crumbs={CRUMBS} heading="退会">
      {(user) => (
        <section>
          <Breadcrumb items={CRUMBS} />
          <h1>退会</h1>
          <p>退会の前に、以下をご確認ください。</p>
          <ul className="mfe-account-withdraw-notes">
            <li>お名前・連絡先・生年月日・希望条件などの登録情報と、登録したスキルは消去され、元に戻せません。</li>
            <li>アップロードしたスキルシートは削除されます。</li>
            <li>SNSアカウントとの連携は解除されます。</li>
            <li>この端末を含むすべての端末でログアウトします。</li>
            <li>退会後も、同じメールアドレスで改めて会員登録できます。</li>
          </ul>
          <WithdrawForm
            onWithdrawn={() => {
              // The API ended every session; this tab forgets the member and their profile.
              setSession(null);
              setWithdrawnEmail(user.email);
              queryClient.removeQueries({ queryKey: api.memberProfile.getUserInfo.key() });
            }}
          />
        </section>
      )}
    </MemberGate>
  );
}

function GoodbyeView({ email }: { email: string }) {
  return (
    <section>
      <Breadcrumb items={[{ label: '退会' }]} />
      <h1>退会手続きが完了しました</h1>
      <p>エンジニアルートをご利用いただき、ありがとうございました。</p>
      <p>
        退会手続き完了のお知らせを <strong>{email}</strong> 宛にお送りしました。
      </p>
      <p>
        <Link to="/">トップページへ</Link>
      </p>
    </section>
  );
}
