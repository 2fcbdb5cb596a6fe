import { Link } from '@er/router';
import { useSession } from '@er/app-state';
import { Breadcrumb } from '@er/ui';
import { RegistForm } from '../components/RegistForm';

/** /user/regist — free member sign-up (SPEC §2, §4 flow: sign-up → mail sent → complete). */
export function RegistPage() {
  const { loggedIn } = useSession();
  return (
    <section>
      <Breadcrumb items={[{ label: '無料会員登録' }]} />
      <h1>無料会員登録</h1>
      {loggedIn ? (
        <p>
          すでにログインしています。登録内容の確認や変更は<Link to="/user">マイページ</Link>から行えます。
        </p>
      ) : (
        <>
          <p>
            以下の項目を入力して登録してください。入力されたメールアドレスに認証メールをお送りします。すでに会員の方は
            <Link to="/login">ログイン</Link>してください。
          </p>
          <RegistForm />
        </>
      )}
    </section>
  );
}
