// Issue 11: the back office's own layout (routes declared with layout 'staff'; the host adds no public header
// or footer around them): a compact top bar with the staff member's name, role and logout, a side navigation
// of the declared screens (src/nav.ts) the staff member's role may open, once logged in, and the main area. Logged out (login, password setup)
// it is the top bar and the main area only.
import type { ReactNode } from 'react';
import { Link, useLocation } from '@er/router';
import { useAdminLogout } from '../hooks/useAdminAuth';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { currentNavEntry, STAFF_NAV } from '../nav';
import { canOpen } from '../resources/permissions';
import { useToast } from './Toast';

export function StaffLayout({ children }: { children: ReactNode }) {
  const staff = useStaffInfo();
  const logout = useAdminLogout();
  const toast = useToast();
  const loggedIn = staff.name !== null;
  // One entry is the current screen, even where one screen's path lies under another's (案件 and タグ).
  const current = currentNavEntry(useLocation().pathname);

  async function onLogout() {
    const { error } = await logout.mutateAsync();
    if (error) toast.error('ログアウトに失敗しました。');
  }

  return (
    <div className={`er-staff${loggedIn ? ' er-staff--nav' : ''}`}>
      <a className="er-visually-hidden" href="#staff-main">
        本文へスキップ
      </a>
      <header className="er-staff__bar">
        <span className="er-staff__brand">エンジニアルート 管理画面</span>
        {loggedIn && (
          <div className="er-staff__user">
            <span className="er-staff__who">
              <span className="er-staff__name">{staff.name}</span>
              {staff.roleLabel && <span className="er-staff__role">{staff.roleLabel}</span>}
            </span>
            <button type="button" className="er-staff__logout" disabled={logout.isPending} onClick={() => void onLogout()}>
              ログアウト
            </button>
          </div>
        )}
      </header>
      {loggedIn && (
        <nav className="er-staff__nav" aria-label="管理メニュー">
          <ul>
            {STAFF_NAV.filter((entry) => canOpen({ access: entry.roles }, staff.role)).map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} aria-current={entry === current ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main id="staff-main" className="er-staff__main">
        {children}
      </main>
    </div>
  );
}
