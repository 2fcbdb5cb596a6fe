import { Link } from '@er/router';
import { Badge } from '@er/ui';
import { isServedPath } from '../navigation/served-paths';

/** My page's ways on (SPEC §2 account and browsing routes), in the order a member needs them. */
export const MY_PAGE_LINKS = [
  { label: '検討中の案件', to: '/considers' },
  { label: 'エントリー履歴', to: '/user/entry' },
  { label: 'スキルにマッチした案件', to: '/user-skill-matching-item' },
  { label: '働き方アンケート', to: '/user/survey/engineer-style' },
  { label: 'フリーランス準備アンケート', to: '/user/survey/freelance-start' },
  { label: '登録情報の編集', to: '/user/edit' },
  { label: 'メールアドレスの変更', to: '/user/edit/email' },
  { label: 'パスワードの変更', to: '/user/password/reset/mail' },
  { label: '退会', to: '/user/delete' },
] as const;

/**
 * The menu of my page. A page the site does not serve yet (declared `planned`) is named with 準備中 instead
 * of linked, so no link of my page leads to a 404; it becomes a link once its route is served.
 */
export function MyPageMenu({ served = isServedPath }: { served?: (path: string) => boolean }) {
  return (
    <nav aria-label="マイページメニュー">
      <ul className="mfe-account-menu">
        {MY_PAGE_LINKS.map(({ label, to }) => (
          <li key={to}>
            {served(to) ? (
              <Link to={to}>{label}</Link>
            ) : (
              <span>
                {label} <Badge variant="ended">準備中</Badge>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
