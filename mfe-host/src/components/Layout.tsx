import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PopularSearchGroups } from './PopularSearches';
import { useRoutePreloading } from '../runtime/preload';
import { useSession, useShortlist } from '@er/app-state';
import logoPc from '../assets/logo-pc.svg';
import logoSp from '../assets/logo-sp.svg';

function ShortlistLink() {
  const { count } = useShortlist();
  return (
    <Link to="/considers" aria-label={`検討中 ${count}件`}>
      検討中
      {/* The red count only when there is something to count (a 0 badge reads as a notification). */}
      {count > 0 && (
        <span className="er-badge er-badge--count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

/** SPEC §2: logged-out and logged-in navigation. */
export function UserNav() {
  const { loggedIn } = useSession();
  return (
    <nav className="er-user-nav" aria-label="会員メニュー">
      <ul>
        <li>
          <ShortlistLink />
        </li>
        {loggedIn ? (
          <>
            <li>
              <Link to="/user/entry">応募履歴</Link>
            </li>
            <li>
              <Link to="/user">マイページ</Link>
            </li>
            <li>
              <Link to="/logout">ログアウト</Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/login">ログイン</Link>
            </li>
            <li>
              <Link to="/user/regist">無料会員登録</Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/**
 * SPEC §2: 案件一覧 opens the mega-menu (popular searches) on hover and closes it on leaving; keyboard
 * (focus opens, Escape closes and returns focus) and touch (a tap toggles instead of navigating) too.
 */
export function ItemsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const lastPointer = useRef<string>('mouse');
  const linkRef = useRef<HTMLAnchorElement>(null);
  const refocusing = useRef(false);
  const pointerDownAt = useRef(0);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);
  const navigate = () => {
    close();
    onNavigate();
  };
  return (
    <li
      className={`er-items-menu${open ? ' is-open' : ''}`}
      onPointerEnter={(e) => (lastPointer.current = e.pointerType || 'mouse')}
      onMouseEnter={() => lastPointer.current !== 'touch' && setOpen(true)}
      onMouseLeave={() => lastPointer.current !== 'touch' && setOpen(false)}
      onFocus={() => {
        // Keyboard focus opens the menu; focus from a click or tap does not (hover/tap handle those).
        if (refocusing.current) refocusing.current = false;
        else if (Date.now() - pointerDownAt.current > 500) setOpen(true);
      }}
      onBlur={(e: FocusEvent<HTMLLIElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e: ReactKeyboardEvent<HTMLLIElement>) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          if (document.activeElement !== linkRef.current) {
            refocusing.current = true; // back on 案件一覧 without re-opening
            linkRef.current?.focus();
          }
        }
      }}
    >
      <Link
        ref={linkRef}
        to="/item/search"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="mega-menu"
        onPointerDown={(e) => {
          lastPointer.current = e.pointerType || 'mouse';
          pointerDownAt.current = Date.now();
        }}
        onClick={(e) => {
          if (lastPointer.current === 'touch') {
            // Touch has no hover: the first tap opens the menu, the next tap closes it.
            e.preventDefault();
            setOpen((o) => !o);
            return;
          }
          navigate();
        }}
      >
        案件一覧
      </Link>
      <div id="mega-menu" className="er-mega-menu" hidden={!open} aria-label="案件をさがす">
        <p className="er-mega-menu__all">
          <Link to="/item/search" onClick={navigate}>
            すべての案件を見る
          </Link>
        </p>
        {open && <PopularSearchGroups headingLevel={3} onNavigate={navigate} />}
      </div>
    </li>
  );
}

export function GlobalNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { loggedIn } = useSession();
  const links: [string, string][] = [
    ['/flow', 'ご利用の流れ'],
    ['/column/', 'コラム'],
    ['/question', 'よくある質問'],
    ['/about-free-engineer', 'フリーランスになるには'],
    ['/zeirishi', '税理士紹介'],
    loggedIn ? ['/logout', 'ログアウト'] : ['/login', 'ログイン'],
  ];
  return (
    <nav id="global-nav" className={`er-global-nav${open ? ' is-open' : ''}`} aria-label="グローバルナビゲーション">
      <button type="button" className="er-global-nav__close" onClick={onNavigate}>
        ✕ 閉じる
      </button>
      <ul>
        <ItemsMenu onNavigate={onNavigate} />
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  return (
    <header className="er-header">
      <div className="er-header__bar">
        <Link to="/" className="er-header__logo">
          {/* SPEC §2/§9: one logo below 600px, another from 600px. */}
          <picture>
            <source media="(min-width: 600px)" srcSet={logoPc} />
            <img src={logoSp} alt="エンジニアルート トップページ" width={120} height={40} />
          </picture>
        </Link>
        <div>
          <p className="er-header__slogan">ITフリーランスエンジニアの案件・求人サイト</p>
          <div className="er-header__links">
            <Link to="/about">エンジニアルートとは</Link>
            <Link to="/company">企業様へ</Link>
          </div>
        </div>
        <UserNav />
        <button
          type="button"
          className="er-hamburger"
          aria-expanded={menuOpen}
          aria-controls="global-nav"
          aria-label={menuOpen ? 'メニューを閉じる' : 'メニューを開く'}
          onClick={onToggleMenu}
        >
          {menuOpen ? '✕' : '☰'}
        </button>
      </div>
    </header>
  );
}

export function Footer() {
  const links: [string, string][] = [
    ['/terms', '利用規約'],
    ['/privacy', 'プライバシーポリシー'],
    ['/about', 'エンジニアルートとは'],
    ['/flow', 'ご利用の流れ'],
    ['/question', 'よくある質問'],
    ['/about-free-engineer', 'フリーランスエンジニアになるには'],
    ['/engineers-guide-to-success', '成功ガイド（無料）'],
    ['/zeirishi', '税理士紹介'],
    ['/introduce', 'お友達紹介'],
    ['/column/', 'コラム'],
    ['/company-profile', '運営会社'],
    ['/contact', 'お問い合わせ'],
    ['/company', '企業様へ'],
  ];
  return (
    <footer className="er-footer">
      <nav aria-label="フッターメニュー">
        <ul>
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <small>© Engineer Route</small>
    </footer>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useRoutePreloading();
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <>
      <a className="er-visually-hidden" href="#main">
        本文へスキップ
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
      <GlobalNav open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {/* SPEC §2: dark backdrop behind the hamburger menu on narrow screens. */}
      <button
        type="button"
        className={`er-backdrop${menuOpen ? ' is-open' : ''}`}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => setMenuOpen(false)}
      />
      <main id="main" className="er-main">
        {children}
      </main>
      <Footer />
    </>
  );
}
