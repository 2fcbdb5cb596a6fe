import { Breadcrumb } from '@er/ui';
import { MemberGate } from '../components/MemberGate';
import { ProfileForm } from '../components/ProfileForm';
import { memberCrumbs } from '../navigation/member-crumbs';

const CRUMBS = memberCrumbs('登録情報の編集');

/** /user/edit — the member's profile (SPEC §3 member info, skills with years, desired conditions). */
export function ProfileEditPage() {
  return (
    <MemberGate crumbs={CRUMBS} heading="登録情報の編集">
      {(user) => (
        <section>
          <Breadcrumb items={CRUMBS} />
          <h1>登録情報の編集</h1>
          <p>
            <span className="er-field__required">必須</span>の項目は必ず入力してください。その他の項目も入力すると、あなたに合った案件をご紹介しやすくなります。
          </p>
          <ProfileForm user={user} />
        </section>
      )}
    </MemberGate>
  );
}
