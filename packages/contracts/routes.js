// @ts-check
'use strict';
/**
 * THE declaration of every page route of the site (issue 10 "page meta as a contract", issue 11 soft 404s
 * and layouts): plain data and functions, read alike by Node (the API, scripts), webpack and the browser.
 * Everything that names a page path derives from this list:
 *   - the host's route table: its own pages and which remote's `./Routes` a path goes to   mfe-host/src/routes.tsx
 *   - each remote's route tree (it serves exactly the routes declared with it as owner)  mfe-<name>/src/Routes.tsx
 *   - each remote's `routes` in the registry of remotes                                   ./remotes.js
 *   - the server's page matching, status, HTML <title>/description and the sitemap       api/src/modules/site
 *   - the client's title and description                                                 @er/site-meta, @er/ui
 *
 * A route: `path` (react-router pattern: literal segments and `:param`; no `*`: a path no route declares
 * is a 404, on the server and in the browser), `owner` ('host' or a remote's container name), `title` and
 * `description` (its static meta), and optionally:
 *   - `meta(data, base)`: a route whose meta depends on its loader data (a listing, a tag, an announcement);
 *     the server calls it with what it loaded for the HTML, the page calls it once its data arrives (the
 *     host then writes nothing for that route, so the title changes once per navigation);
 *   - `layout`: 'public' (default: the site header and footer) or 'staff' (the back office: the remote
 *     renders its own staff layout, the host adds nothing around it);
 *   - `planned: true`: a SPEC §2 route whose owner does not serve it yet; the server answers 404 and the host
 *     shows the 404 page. The issue that builds the page deletes the flag;
 *   - `env: 'development'`: served only under NODE_ENV=development (404 elsewhere);
 *   - `widgets`: the remote modules a host page shows at once (mfe-host/src/pages/TopPage.tsx); the server
 *     preloads their files with the page (issue 17), and mfe-host's tests hold the list to the page.
 *   - `linkToken: true`: the page a mailed (or printed) link opens with its secret in `?token=`. The host takes
 *     the token out of the address bar before analytics starts (@er/app-state link-token.ts), its page views
 *     carry no query, and the server sends it with `Referrer-Policy: no-referrer`.
 */

const siteName = 'エンジニアルート';
const SITE_TITLE = 'ITフリーランスエンジニアの案件・求人サイト エンジニアルート';
/** '利用規約' → '利用規約｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート' */
const page = (/** @type {string} */ name) => `${name}｜${SITE_TITLE}`;
/** Back-office pages: short titles, never indexed (robots.txt disallows /admin). */
const staff = (/** @type {string} */ name) => `${name}｜${siteName}`;

/** The meta of a path no route serves, and of a data route whose data was not found (server and client). */
const notFound = { title: `ページが見つかりません（404）｜${siteName}`, description: '指定されたページが見つかりませんでした。' };

/** Listing descriptions are cut here (search result snippets show about this many characters). */
const LISTING_DESCRIPTION_CHARS = 120;

const oneLine = (/** @type {string | null | undefined} */ text) => (text || '').replace(/\s+/g, ' ').trim();

/**
 * The description of /item/detail/:id: the listing's detail (else its required skills) on one line,
 * cut at 120 characters; null when both are empty (the route's generic text is used then).
 * @param {PageMetaData['/item/detail/:id']} listing
 */
function listingDescription(listing) {
  const summary = oneLine(listing.detail) || oneLine(listing.mustHaveRequirements);
  if (!summary) return null;
  return summary.length > LISTING_DESCRIPTION_CHARS ? `${summary.slice(0, LISTING_DESCRIPTION_CHARS)}…` : summary;
}

/** The heading of /item/tag/:id (SPEC §2) and the first part of its title. @param {string} term */
function tagPageHeading(term) {
  return `${term}のフリーランス案件・求人一覧`;
}

/** The description of /item/tag/:id. @param {string} term */
function tagDescription(term) {
  return `${tagPageHeading(term)}です。単価・勤務地・リモート可否などの条件で絞り込めます。`;
}

/** 'A｜B｜C' → '｜B｜C': the site suffix of a page title. @param {string} title */
function suffixOf(title) {
  return title.includes('｜') ? title.slice(title.indexOf('｜')) : `｜${title}`;
}

/** @typedef {import('./routes').PageMetaData} PageMetaData */

const routes = /** @satisfies {readonly import('./routes').RouteDeclaration[]} */ ([
  {
    path: '/',
    owner: 'host',
    title: SITE_TITLE,
    description: 'エンジニアルートはITフリーランスエンジニアのための案件・求人サイトです。高単価・リモート案件を多数掲載。',
    widgets: ['mfe_items/NewItemsWidget', 'mfe_items/FeaturedItemsWidget', 'mfe_items/RankingsWidget'],
  },
  { path: '/lp1', owner: 'host', title: page('フリーランス案件のご紹介'), description: '実務経験3年以上のITエンジニア向けに、月額80万円以上の高単価フリーランス案件をご紹介。エンド直・一次請け中心、専任コーディネーターが単価交渉までサポートします。' },
  { path: '/lp2', owner: 'host', title: page('フリーランス案件のご紹介'), description: 'フルリモート・週3日から選べるITフリーランス案件をご紹介。地方在住の方や副業から始めたい方も、働き方の条件で案件を探せます。' },
  { path: '/lp3', owner: 'host', title: page('フリーランス案件のご紹介'), description: 'はじめてフリーランスエンジニアになる方へ。案件紹介から契約手続き、確定申告の相談先まで、エンジニアルートが独立をサポートします。' },
  { path: '/flow', owner: 'host', title: page('ご利用の流れ'), description: 'エンジニアルートのご利用の流れをご説明します。会員登録から案件参画までの手順です。' },
  { path: '/about', owner: 'host', title: page('エンジニアルートとは'), description: 'エンジニアルートはITフリーランスエンジニアと企業をつなぐ案件・求人サイトです。高単価案件、柔軟な働き方、専任コーディネーターのサポートが特徴です。' },
  { path: '/login', owner: 'mfe_account', title: page('ログイン'), description: 'エンジニアルートの会員ログインページです。' },
  { path: '/logout', owner: 'mfe_account', title: page('ログアウト'), description: 'エンジニアルートからログアウトします。' },
  { path: '/terms', owner: 'host', title: page('利用規約'), description: 'ITフリーランスエンジニア向け案件・求人サイト「エンジニアルート」の利用規約です。会員登録、禁止事項、免責事項などを定めています。' },
  { path: '/privacy', owner: 'host', title: page('プライバシーポリシー'), description: 'エンジニアルートにおける個人情報の取得・利用目的・第三者提供・安全管理措置、開示請求の窓口について定めたプライバシーポリシーです。' },
  { path: '/question', owner: 'host', title: page('よくある質問'), description: 'エンジニアルートに寄せられるよくある質問と回答です。' },
  { path: '/zeirishi', owner: 'host', title: page('税理士紹介サービス'), description: '確定申告・青色申告・インボイス・法人化など、フリーランスエンジニアの税務に詳しい税理士を無料でご紹介します。オンライン相談にも対応。' },
  { path: '/zeirishi/confirm', owner: 'host', title: page('税理士紹介お申し込み内容の確認'), description: '税理士紹介サービスのお申し込み内容の確認です。' },
  { path: '/zeirishi/comp', owner: 'host', title: page('税理士紹介お申し込み完了'), description: '税理士紹介サービスのお申し込みを受け付けました。' },
  { path: '/introduce', owner: 'host', title: page('お友達紹介キャンペーン'), description: 'お知り合いのエンジニアをご紹介いただき、案件に参画されるとギフトカードを進呈。エンジニアルートのお友達紹介キャンペーンのご案内です。' },
  { path: '/company-profile', owner: 'host', title: page('運営会社'), description: 'エンジニアルートを運営する株式会社エンジニアルートの会社概要です。' },
  { path: '/about-free-engineer', owner: 'host', title: page('フリーランスエンジニアになるには'), description: 'ITフリーランスエンジニアになるための方法と準備を解説します。' },
  { path: '/engineers-guide-to-success', owner: 'host', title: page('フリーランスエンジニア成功ガイド'), description: 'フリーランスエンジニアとして成功するためのガイドです。' },
  { path: '/engineers-guide-to-success/thanks', owner: 'host', title: page('成功ガイドのお申し込み完了'), description: 'フリーランスエンジニア成功ガイドのお申し込みありがとうございました。' },
  { path: '/item/marketprice', owner: 'mfe_items', title: page('案件の単価相場'), description: 'ITフリーランス案件の言語・職種・地域ごとの単価相場をご紹介します。' },
  { path: '/column/', owner: 'host', title: page('コラム'), description: 'フリーランスエンジニアの働き方、単価アップのコツ、税金・保険の基礎知識など、ITフリーランスに役立つコラム記事の一覧です。' },
  { path: '/front-news/detail/:id', owner: 'host', title: page('お知らせ'), description: 'エンジニアルートからのお知らせです。',
    meta: /** @param {PageMetaData['/front-news/detail/:id']} news */ (news, base) => ({ title: `${news.title}｜${base.title}`, description: `${news.title}｜${base.description}` }) },
  { path: '/item/search', owner: 'mfe_items', title: page('案件一覧'), description: 'ITフリーランスエンジニア向けの案件・求人一覧です。キーワードやタグで検索できます。' },
  { path: '/item/tag/:id', owner: 'mfe_items', title: page('タグ別案件一覧'), description: 'タグ別のフリーランス案件・求人一覧です。',
    meta: /** @param {PageMetaData['/item/tag/:id']} tag */ (tag, base) => ({ title: `${tagPageHeading(tag.term)}${suffixOf(base.title)}`, description: tagDescription(tag.term) }) },
  { path: '/item/detail/:id', owner: 'mfe_items', title: page('案件詳細'), description: 'フリーランス案件の詳細情報です。単価・勤務地・必須スキルをご確認ください。',
    meta: /** @param {PageMetaData['/item/detail/:id']} listing */ (listing, base) => ({
      title: `${listing.name}｜${base.title}`,
      description: listingDescription(listing) ?? base.description,
    }) },
  { path: '/user-skill-matching-item', owner: 'mfe_items', title: page('スキルにマッチした案件'), description: 'あなたのスキルにマッチしたフリーランス案件です。' },
  { path: '/considers', owner: 'mfe_items', title: page('検討中の案件'), description: '検討中リストに追加した案件の一覧です。' },
  { path: '/entry/completion', owner: 'mfe_account', title: page('エントリー完了'), description: '案件へのエントリーが完了しました。' },
  { path: '/entry/:id', owner: 'mfe_account', title: page('エントリー内容の入力'), description: 'エントリー内容を入力し、スキルシートを提出してください。' },
  { path: '/user', owner: 'mfe_account', title: page('マイページ'), description: 'エンジニアルートのマイページです。' },
  { path: '/user/entry', owner: 'mfe_account', title: page('エントリー履歴'), description: 'エントリーした案件の履歴です。' },
  { path: '/user/edit', owner: 'mfe_account', title: page('登録情報の編集'), description: '会員登録情報を編集します。' },
  { path: '/user/edit/email', owner: 'mfe_account', title: page('メールアドレスの変更'), description: '登録メールアドレスを変更します。' },
  { path: '/user/edit/email/auth', owner: 'mfe_account', linkToken: true, title: page('メールアドレスの再設定'), description: '新しいメールアドレスの認証を行います。' },
  { path: '/user/delete', owner: 'mfe_account', title: page('退会'), description: 'エンジニアルートを退会します。' },
  // The member's questionnaires (issue 16), linked from my page; staff read the answers at /admin/engineerstyle and /admin/freelancestart.
  { path: '/user/survey/engineer-style', owner: 'mfe_account', title: page('働き方アンケート'), description: '希望する働き方・稼働日数・単価などをお聞きするアンケートです。' },
  { path: '/user/survey/freelance-start', owner: 'mfe_account', title: page('フリーランス準備アンケート'), description: 'フリーランスとして参画できる時期や現在の状況をお聞きするアンケートです。' },
  // The unsubscribe link of the saved searches' daily mail (issue 13): opened logged out, never in the sitemap (/user).
  { path: '/user/saved-search/unsubscribe', owner: 'mfe_account', linkToken: true, title: page('新着案件メールの配信停止'), description: '保存した検索条件の新着案件メールの配信を停止します。' },
  { path: '/user/regist', owner: 'mfe_account', title: page('無料会員登録'), description: 'エンジニアルートの無料会員登録ページです。' },
  { path: '/user/regist/mailsend', owner: 'mfe_account', title: page('認証メール送信完了'), description: '会員登録の認証メールを送信しました。' },
  { path: '/user/regist/comp', owner: 'mfe_account', linkToken: true, title: page('会員登録完了'), description: '会員登録が完了しました。' },
  { path: '/user/send/auth/mail', owner: 'mfe_account', title: page('認証メールの再送信'), description: '会員登録の認証メールを再送信します。' },
  { path: '/user/password/reset/mail', owner: 'mfe_account', title: page('パスワード再設定のお申し込み'), description: 'パスワード再設定用のメールを送信します。' },
  { path: '/user/password/reset/update', owner: 'mfe_account', linkToken: true, title: page('パスワードの再設定'), description: '新しいパスワードを設定します。' },
  { path: '/company', owner: 'host', title: page('企業様お問い合わせ'), description: '案件のご依頼など、企業様からのお問い合わせフォームです。' },
  { path: '/company/confirm', owner: 'host', title: page('企業様お問い合わせ内容の確認'), description: '企業様お問い合わせ内容の確認です。' },
  { path: '/company/comp', owner: 'host', title: page('企業様お問い合わせ完了'), description: '企業様お問い合わせを受け付けました。' },
  { path: '/contact', owner: 'host', title: page('お問い合わせ'), description: 'エンジニアルートへのお問い合わせフォームです。' },
  { path: '/contact/confirm', owner: 'host', title: page('お問い合わせ内容の確認'), description: 'お問い合わせ内容の確認です。' },
  { path: '/contact/comp', owner: 'host', title: page('お問い合わせ完了'), description: 'お問い合わせを受け付けました。' },
  // The back office (mfe_admin): its own staff layout, no public header and footer. The back-office issue
  // adds its screens here (and to mfe-admin's side navigation, src/nav.ts).
  { path: '/admin', owner: 'mfe_admin', layout: 'staff', title: staff('管理画面'), description: 'エンジニアルート管理画面' },
  { path: '/admin/login', owner: 'mfe_admin', layout: 'staff', title: staff('管理画面ログイン'), description: 'エンジニアルート管理画面へのログインです。' },
  { path: '/admin/password-setup', owner: 'mfe_admin', layout: 'staff', linkToken: true, title: staff('パスワード設定｜管理画面'), description: 'エンジニアルート管理画面のパスワードを設定します。' },
  // Issue 15: each declared resource's screens (mfe-admin/src/resources/registry.ts): its list, and for records
  // staff edit, /create and /edit/:id.
  { path: '/admin/admin-news', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフ向けお知らせ一覧｜管理画面'), description: 'スタッフ向けお知らせの一覧です。' },
  { path: '/admin/admin-news/create', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフ向けお知らせの新規作成｜管理画面'), description: 'スタッフ向けお知らせを作成します。' },
  { path: '/admin/admin-news/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフ向けお知らせの編集｜管理画面'), description: 'スタッフ向けお知らせを編集します。' },
  { path: '/admin/front-news', owner: 'mfe_admin', layout: 'staff', title: staff('お知らせ（サイト掲載）一覧｜管理画面'), description: 'サイトに掲載するお知らせの一覧です。' },
  { path: '/admin/front-news/create', owner: 'mfe_admin', layout: 'staff', title: staff('お知らせ（サイト掲載）の新規作成｜管理画面'), description: 'サイトに掲載するお知らせを作成します。' },
  { path: '/admin/front-news/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('お知らせ（サイト掲載）の編集｜管理画面'), description: 'サイトに掲載するお知らせを編集します。' },
  { path: '/admin/column-connect', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（案件）一覧｜管理画面'), description: '案件ページに表示する関連コラムの一覧です。' },
  { path: '/admin/column-connect/create', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（案件）の新規作成｜管理画面'), description: '案件ページに表示する関連コラムを登録します。' },
  { path: '/admin/column-connect/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（案件）の編集｜管理画面'), description: '案件ページに表示する関連コラムを編集します。' },
  { path: '/admin/column-tag-connect', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（タグ）一覧｜管理画面'), description: 'タグページに表示する関連コラムの一覧です。' },
  { path: '/admin/column-tag-connect/create', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（タグ）の新規作成｜管理画面'), description: 'タグページに表示する関連コラムを登録します。' },
  { path: '/admin/column-tag-connect/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('コラム連携（タグ）の編集｜管理画面'), description: 'タグページに表示する関連コラムを編集します。' },
  { path: '/admin/member', owner: 'mfe_admin', layout: 'staff', title: staff('会員一覧｜管理画面'), description: '登録会員の一覧です。進捗・印象・登録日などで絞り込めます。' },
  { path: '/admin/member/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('会員の詳細｜管理画面'), description: '会員の基本情報・進捗とその履歴・評価・メモです。' },
  { path: '/admin/entry', owner: 'mfe_admin', layout: 'staff', title: staff('エントリー一覧｜管理画面'), description: '会員の案件へのエントリーの一覧です。ステータス・会員・案件・エントリー日で絞り込めます。' },
  { path: '/admin/entry/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('エントリーの詳細｜管理画面'), description: 'エントリーの内容・ステータスの変更とその履歴・会員に送ったメールです。' },
  { path: '/admin/engineerstyle', owner: 'mfe_admin', layout: 'staff', title: staff('働き方アンケート一覧｜管理画面'), description: '会員の働き方アンケートの回答の一覧です。働き方・回答日などで絞り込めます。' },
  { path: '/admin/engineerstyle/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('働き方アンケートの編集｜管理画面'), description: '会員の働き方アンケートの回答を修正します。' },
  { path: '/admin/freelancestart', owner: 'mfe_admin', layout: 'staff', title: staff('フリーランス準備アンケート一覧｜管理画面'), description: '会員のフリーランス準備アンケートの回答の一覧です。始められる時期・現在の状況などで絞り込めます。' },
  { path: '/admin/freelancestart/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('フリーランス準備アンケートの編集｜管理画面'), description: '会員のフリーランス準備アンケートの回答を修正します。' },
  { path: '/admin/external-user', owner: 'mfe_admin', layout: 'staff', title: staff('外部ユーザー一覧｜管理画面'), description: '提携元から来た人の一覧です。未統合・統合済みと提携元で絞り込めます。' },
  { path: '/admin/external-user/create', owner: 'mfe_admin', layout: 'staff', title: staff('外部ユーザーの新規登録｜管理画面'), description: '提携元から来た人を登録します。' },
  { path: '/admin/external-user/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('外部ユーザーの詳細｜管理画面'), description: '提携元から来た人の情報と、一致する会員との統合です。' },
  { path: '/admin/item', owner: 'mfe_admin', layout: 'staff', title: staff('案件一覧｜管理画面'), description: '案件の一覧です。' },
  { path: '/admin/item/create', owner: 'mfe_admin', layout: 'staff', title: staff('案件の新規作成｜管理画面'), description: '案件を登録します。' },
  { path: '/admin/item/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('案件の編集｜管理画面'), description: '案件を編集します。' },
  { path: '/admin/item/register-email-temporary', owner: 'mfe_admin', layout: 'staff', title: staff('メールから下書き作成｜管理画面'), description: 'パートナーの案件メールから案件の下書きを作成します。' },
  { path: '/admin/item/tag', owner: 'mfe_admin', layout: 'staff', title: staff('タグ一覧｜管理画面'), description: '案件に付けるタグの一覧です。' },
  { path: '/admin/item/tag/create', owner: 'mfe_admin', layout: 'staff', title: staff('タグの新規作成｜管理画面'), description: '案件に付けるタグを登録します。' },
  { path: '/admin/item/tag/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('タグの編集｜管理画面'), description: '案件に付けるタグを編集します。' },
  { path: '/admin/item/tag/category', owner: 'mfe_admin', layout: 'staff', title: staff('タグカテゴリ一覧｜管理画面'), description: 'タグをまとめるカテゴリの一覧です。' },
  { path: '/admin/item/tag/category/create', owner: 'mfe_admin', layout: 'staff', title: staff('タグカテゴリの新規作成｜管理画面'), description: 'タグをまとめるカテゴリを登録します。' },
  { path: '/admin/item/tag/category/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('タグカテゴリの編集｜管理画面'), description: 'タグをまとめるカテゴリを編集します。' },
  { path: '/admin/user', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフ一覧｜管理画面'), description: '管理画面を使うスタッフのアカウントの一覧です（オーナーのみ）。' },
  { path: '/admin/user/create', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフの招待｜管理画面'), description: 'スタッフを招待します。パスワード設定用のリンクをメールで送ります。' },
  { path: '/admin/user/edit/:id', owner: 'mfe_admin', layout: 'staff', title: staff('スタッフの編集｜管理画面'), description: 'スタッフの名前・メールアドレス・権限を編集します。' },
  { path: '/admin/update-average-working-period', owner: 'mfe_admin', layout: 'staff', title: staff('平均稼働期間｜管理画面'), description: 'トップページに表示する平均稼働期間を変更します。' },
  { path: '/admin/audit-log', owner: 'mfe_admin', layout: 'staff', title: staff('操作履歴｜管理画面'), description: 'スタッフの操作履歴（だれが・いつ・どのデータの・どの項目を変更したか）です。' },
  { path: '/admin/mail-dead-letter', owner: 'mfe_admin', layout: 'staff', title: staff('メール送信エラー｜管理画面'), description: '送信できなかったメール（再試行の回数を使い切ったもの）の一覧と再送です。' },
  // Issue 11: the design system, every component in every state (development only).
  { path: '/dev/ui', owner: 'host', env: 'development', title: staff('デザインシステム'), description: 'エンジニアルートのデザイントークンとUIコンポーネントの一覧です（開発用）。' },
]);

/** @typedef {import('./routes').RouteDeclaration} RouteDeclaration */

/**
 * Whether a declared route is served under a NODE_ENV: not `planned`, and its `env` (if any) is that one.
 * @param {RouteDeclaration} route
 * @param {string} nodeEnv
 */
function isServed(route, nodeEnv) {
  return !route.planned && (route.env === undefined || route.env === nodeEnv);
}

/**
 * The routes an owner ('host' or a remote's container name) declares, in declaration order.
 * @param {string} owner
 */
function routesOf(owner) {
  return routes.filter((r) => r.owner === owner);
}

/**
 * The routes an owner serves under a NODE_ENV (what its route tree must render).
 * @param {string} owner
 * @param {string} nodeEnv
 */
function servedRoutesOf(owner, nodeEnv) {
  return routesOf(owner).filter((r) => isServed(r, nodeEnv));
}

/**
 * Whether a path is a page declared with `linkToken` (all of them are literal paths; a trailing slash is the
 * same page).
 * @param {string} pathname
 */
function isLinkTokenPath(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.some((r) => r.linkToken === true && r.path === path);
}

/**
 * /login?next=<path>: where a page sends a visitor who must log in first; the login page (mfe-account) sends
 * them back to `next` afterwards when it is a path of this site. A contract between the apps, so each
 * bundles it (this package is not a shared singleton).
 * @param {{ pathname: string; search?: string }} location
 */
function loginPathFor(location) {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search ?? ''}`)}`;
}

module.exports = {
  siteName,
  loginPathFor,
  notFound,
  routes,
  isServed,
  routesOf,
  servedRoutesOf,
  isLinkTokenPath,
  listingDescription,
  tagPageHeading,
  tagDescription,
};
