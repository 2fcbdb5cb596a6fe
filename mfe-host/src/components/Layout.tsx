import { useEffect, useRef, useState, type FocusEvent, type Ref, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@er/router';
import { loggedInLinks, loginHref } from './account-links';
import { PopularSearchGroups } from './PopularSearches';
import { useRoutePreloading } from '../runtime/preload';
import { useSession, useShortlist } from '@er/app-state';
import logoPc from '../assets/logo-pc.svg';
import logoSp from '../assets/logo-sp.svg';
import { company } from '@er/site-meta/facts';

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

/**
 * SPEC §2: logged-out and logged-in navigation. 検討中 stays in the header at every width; below 960px
 * the account links are hidden here and shown in the drawer instead (GlobalNav), so the header is one row.
 */
export function UserNav() {
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  return (
    <nav className="er-user-nav" aria-label="会員メニュー">
      <ul>
        <li>
          <ShortlistLink />
        </li>
        {loggedIn ? (
          <>
            {loggedInLinks().map(([to, label]) => (
              <li key={to} className="er-user-nav__account">
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li className="er-user-nav__account">
              <Link to="/logout">ログアウト</Link>
            </li>
          </>
        ) : (
          <>
            <li className="er-user-nav__account">
              <Link to={loginHref(pathname, search)}>ログイン</Link>
            </li>
            <li className="er-user-nav__account">
              <Link className="er-user-nav__register" to="/user/regist">
                無料会員登録
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/** The account actions and the header's about/company links, at the top of the drawer (below 960px only). */
function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { loggedIn } = useSession();
  const links: [string, string][] = loggedIn ? loggedInLinks() : [];
  return (
    <div className="er-global-nav__account">
      {!loggedIn && (
        <Link className="er-button er-button--accent" to="/user/regist" onClick={onNavigate}>
          無料会員登録
        </Link>
      )}
      <ul>
        {[...links, ['/about', 'エンジニアルートとは'] as [string, string], ['/company', '企業様へ'] as [string, string]].map(([to, label]) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
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
      {/* A labelled group: aria-label on a role-less div names nothing (and is invalid HTML). */}
      <div id="mega-menu" className="er-mega-menu" hidden={!open} role="group" aria-label="案件をさがす">
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

export function GlobalNav({
  open,
  onNavigate,
  onClose,
}: {
  open: boolean;
  onNavigate: () => void;
  /** The drawer's close button (focus goes back to the hamburger). */
  onClose?: () => void;
}) {
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const links: [string, string][] = [
    // Rates are what a freelancer compares first: the market-price page sits next to the listings.
    ['/item/marketprice', '単価相場'],
    ['/flow', 'ご利用の流れ'],
    ['/column/', 'コラム'],
    ['/question', 'よくある質問'],
    ['/about-free-engineer', 'フリーランスになるには'],
    ['/zeirishi', '税理士紹介'],
  ];
  const session: [string, string] = loggedIn ? ['/logout', 'ログアウト'] : [loginHref(pathname, search), 'ログイン'];
  return (
    <nav id="global-nav" className={`er-global-nav${open ? ' is-open' : ''}`} aria-label="グローバルナビゲーション">
      <button type="button" className="er-global-nav__close" onClick={onClose ?? onNavigate}>
        ✕ 閉じる
      </button>
      <DrawerAccount onNavigate={onNavigate} />
      <ul>
        <ItemsMenu onNavigate={onNavigate} />
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
        {/* SPEC §2: login or logout ends the global navigation; from 960px the header's account links say it already. */}
        <li className="er-global-nav__session">
          <Link to={session[0]} onClick={onNavigate}>
            {session[1]}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function Header({
  menuOpen,
  onToggleMenu,
  hamburgerRef,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
  hamburgerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <header className="er-header">
      <div className="er-header__bar">
        <Link to="/" className="er-header__logo">
          {/* SPEC §2/§9: one logo below 600px, another from 600px; both read エンジニアルート. */}
          <picture>
            <source media="(min-width: 600px)" srcSet={logoPc} width={214} height={40} />
            <img src={logoSp} alt="エンジニアルート トップページ" width={168} height={32} />
          </picture>
        </Link>
        <div className="er-header__tagline">
          <p className="er-header__slogan">ITフリーランスエンジニアの案件・求人サイト</p>
          <div className="er-header__links">
            <Link to="/about">エンジニアルートとは</Link>
            <Link to="/company">企業様へ</Link>
          </div>
        </div>
        <UserNav />
        <button
          ref={hamburgerRef}
          type="button"
          className="er-hamburger"
          aria-expanded={menuOpen}
          aria-controls="global-nav"
          aria-label={menuOpen ? 'メニューを閉じる' : 'メニューを開く'}
          onClick={onToggleMenu}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
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
      <small>© {company.serviceName}</small>
    </footer>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function Layout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useRoutePreloading();
  useEffect(() => setMenuOpen(false), [pathname]);
  /** Close the drawer; from Escape, the close button or the backdrop focus returns to the hamburger. */
  const closeMenu = (restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) hamburger.current?.focus();
  };
  useEffect(() => {
    if (!menuOpen) return;
    const drawer = document.getElementById('global-nav');
    // Opening moves focus into the drawer (its close button), so keyboard users start inside it.
    drawer?.querySelector<HTMLElement>('.er-global-nav__close')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        closeMenu(true);
        return;
      }
      if (e.key !== 'Tab' || !drawer) return;
      // Tab cycles inside the drawer while it is open (the page behind is under the backdrop).
      const items = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !drawer.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <>
      <a className="er-visually-hidden er-skip-link" href="#main">
        本文へスキップ
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} hamburgerRef={hamburger} />
      <GlobalNav open={menuOpen} onNavigate={() => closeMenu(false)} onClose={() => closeMenu(true)} />
      {/* SPEC §2: dark backdrop behind the hamburger menu on narrow screens. */}
      <button
        type="button"
        className={`er-backdrop${menuOpen ? ' is-open' : ''}`}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => closeMenu(true)}
      />
      <main id="main" className="er-main">
        {children}
      </main>
      <Footer />
    </>
  );
}
