/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Members' declaration over the real SDK (answered through fetch): the list with its tabs per progress and
// their counts, the filters and the six orders as the API's sort/order; a member's page with the tabs
// 基本情報 / 進捗 / 評価 / メモ — the progress changed through member/update-status and the history read again,
// the API's field error under its field, impression and memo saved — and read only for a viewer; the account part:
// the skills filter (tags, comma-joined ids), その他 (detail-other), 編集 (member/edit: field errors on the fields,
// a stale save offered the latest), 認証メール再送 for a 仮登録 member, 退会処理 (owners) behind a confirm dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { memberResource } from './member';

type Detail = Schemas['AdminMemberDetailDto'];
type Progress = Schemas['AdminMemberProgressDto'];

const LABELS: [number, string][] = [
  [0, '未対応'],
  [1, '電話済み'],
  [5, '稼働中'],
  [7, 'クローズ(営業停止)'],
  [8, '他社稼働中'],
  [9, 'カウンセリング希望'],
  [10, '稼働実績あり'],
  [11, 'カウンセリング調整中'],
  [12, '営業中'],
];
const labelOf = (value: number) => LABELS.find(([v]) => v === value)![1];

const member = (over: Partial<Detail> = {}): Detail => ({
  id: 7,
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  email: 'taro@example.com',
  tel: '090-1234-5678',
  prefecture_name: '東京都',
  age: 36,
  progress: 0,
  progress_label: '未対応',
  impression: null,
  impression_label: null,
  auth_state: 1,
  auth_state_label: '本登録',
  registered_at: '2026-11-01T01:00:00.000Z',
  last_name: '山田',
  first_name: '太郎',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'タロウ',
  sex_label: '男性',
  birth_date: '1990-04-01',
  education_level_label: '大学卒',
  nationality: '日本',
  prefecture_id: 13,
  station: '渋谷駅',
  magazine: true,
  desired_rate: 700000,
  memo: null,
  last_login_at: null,
  updated_at: '2026-11-20T00:00:00.000Z',
  sex: 1,
  education_level: 6,
  contract_types: '1',
  version: 3,
  ...over,
});
const rowOf = (d: Detail): Schemas['AdminMemberRowDto'] => {
  const { id, name, name_kana, email, tel, prefecture_name, age, progress, progress_label, impression, impression_label, auth_state, auth_state_label, registered_at } = d;
  return { id, name, name_kana, email, tel, prefecture_name, age, progress, progress_label, impression, impression_label, auth_state, auth_state_label, registered_at };
};
const counts = (by: Record<number, number>) => LABELS.map(([status, label]) => ({ status: String(status), label, count: by[status] ?? 0 }));
const page = (items: Schemas['AdminMemberRowDto'][], by: Record<number, number> = {}) => ({
  items,
  total: items.length,
  page: 1,
  per_page: 50,
  last_page: 1,
  progress_counts: counts(by),
});

describe('members (member)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists members with tabs per progress and their counts; a tab and an order reach the API', async () => {
    const urls: string[] = [];
    const { search } = renderResource(memberResource, '/admin/member', {
      role: 'viewer',
      routes: {
        'GET /api/admin/member/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([rowOf(member())], { 0: 3, 1: 2, 12: 1 });
        },
        'GET /api/admin/prefacture/get': { prefectures: [{ id: 13, name: '東京都' }] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '会員一覧' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '会員一覧' });
    expect(await within(table).findByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', '/admin/member/edit/7');
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['ヤマダ タロウ', 'taro@example.com', '090-1234-5678', '東京都', '未対応', '未評価', '本登録']) expect(within(row).getByText(text)).toBeInTheDocument();

    const tabs = within(screen.getByRole('group', { name: 'ステータスで絞り込み' }));
    expect(await tabs.findByRole('button', { name: '未対応（3）' })).toBeInTheDocument();
    expect(tabs.getByRole('button', { name: '営業中（1）' })).toBeInTheDocument();
    fireEvent.click(tabs.getByRole('button', { name: '電話済み（2）' }));
    await waitFor(() => expect(search().get('progress')).toBe('1'));
    await waitFor(() => expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('progress') === '1')).toBe(true));

    fireEvent.click(within(table).getByRole('button', { name: /メールアドレス/ }));
    await waitFor(() => expect(urls.some((u) => /sort=email/.test(u))).toBe(true));
    // The sorts the API takes: 登録日時 (default, newest first), フリガナ, メールアドレス.
    expect(new URL(urls[0], 'http://x').searchParams.get('sort')).toBe('registered_at');
    expect(new URL(urls[0], 'http://x').searchParams.get('order')).toBe('desc');
  });

  it('shows a member in tabs and changes the progress: the history and the audit log read again', async () => {
    let progress: Progress = { id: 7, progress: 0, progress_label: '未対応', choices: LABELS.map(([value, label]) => ({ value, label })) as Progress['choices'], history: [] };
    const sent: unknown[] = [];
    renderResource(memberResource, '/admin/member/edit/7', {
      role: 'editor',
      // The audit log names the codes it keeps (0 → 未対応).
      history: [
        { id: 3, action: 'update', action_label: '更新', resource: 'member', record_id: 7, staff_id: 2, staff_name: '佐藤 花子', created_at: '2026-11-25T05:00:00.000Z', changes: { impression: { before: null, after: 4 }, progress: { before: 0, after: 11 } } },
      ],
      routes: {
        'GET /api/admin/member/detail/7': () => member({ progress: progress.progress, progress_label: progress.progress_label }),
        'GET /api/admin/member/detail-progress/7': () => progress,
        'POST /api/admin/member/update-status': ({ body }: { body: { id: number; progress: number } }) => {
          sent.push(body);
          if (body.progress === 12) return reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容を確認してください', errors: { progress: ['選択肢から選んでください'] } });
          progress = {
            ...progress,
            progress: body.progress as Progress['progress'],
            progress_label: labelOf(body.progress),
            history: [{ id: 1, from_progress: 0, from_label: '未対応', to_progress: body.progress as Progress['progress'], to_label: labelOf(body.progress), staff_id: 1, staff_name: '管理 太郎', changed_at: '2026-11-26T05:00:00.000Z' }],
          };
          return progress;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '山田 太郎' })).toBeInTheDocument();
    const audit = screen.getByRole('region', { name: '変更履歴' });
    expect(await within(audit).findByText(/未対応 → カウンセリング調整中/)).toBeInTheDocument();
    expect(within(audit).getByText(/（なし） → 優良/)).toBeInTheDocument();
    // 基本情報 first.
    expect(screen.getByText('1990年4月1日（36歳）')).toBeInTheDocument();
    expect(screen.getByText('70万円/月')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '進捗' }));
    expect(await screen.findByText('進捗はまだ変更されていません。')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '進捗の変更' });
    fireEvent.change(within(form).getByLabelText(/新しい進捗/), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: '進捗を変更する' }));
    expect((await within(form).findAllByText('選択肢から選んでください')).length).toBeGreaterThan(0);

    fireEvent.change(within(form).getByLabelText(/新しい進捗/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: '進捗を変更する' }));
    expect(await screen.findByText('進捗を変更しました。')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: '進捗の履歴（新しい順）' });
    const cells = within(within(history).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(['未対応', '電話済み', '管理 太郎']);
    expect(sent).toEqual([{ id: 7, progress: 12 }, { id: 7, progress: 1 }]);
    // The page's summary reads the member again.
    await waitFor(() => expect(screen.getAllByText('電話済み').length).toBeGreaterThan(1));
  });

  it('saves the impression (未評価 sends null), its note and the memo', async () => {
    const sent: Record<string, unknown> = {};
    const evaluation = { id: 7, impression: 3, impression_label: '普通', impression_note: '丁寧', choices: [] } as unknown as Schemas['AdminMemberEvaluationDto'];
    renderResource(memberResource, '/admin/member/edit/7?tab=evaluation', {
      role: 'owner',
      routes: {
        'GET /api/admin/member/detail/7': member(),
        'GET /api/admin/member/detail-evaluation/7': evaluation,
        'POST /api/admin/member/update-impression': ({ body }: { body: unknown }) => ((sent.impression = body), evaluation),
        'POST /api/admin/member/impression-note-update': ({ body }: { body: unknown }) => ((sent.note = body), evaluation),
        'POST /api/admin/member/update-memo': ({ body }: { body: unknown }) => ((sent.memo = body), member({ memo: '来月から' })),
      },
    });
    const impression = await screen.findByRole('form', { name: '印象の変更' });
    expect(within(impression).getByLabelText(/印象/)).toHaveValue('3');
    fireEvent.change(within(impression).getByLabelText(/印象/), { target: { value: 'none' } });
    fireEvent.click(within(impression).getByRole('button', { name: '印象を保存する' }));
    expect(await screen.findByText('印象を保存しました。')).toBeInTheDocument();
    expect(sent.impression).toEqual({ id: 7, impression: null });

    const note = screen.getByRole('form', { name: '印象メモの変更' });
    expect(within(note).getByLabelText(/印象メモ/)).toHaveValue('丁寧');
    fireEvent.change(within(note).getByLabelText(/印象メモ/), { target: { value: '連絡が早い' } });
    fireEvent.click(within(note).getByRole('button', { name: '印象メモを保存する' }));
    await waitFor(() => expect(sent.note).toEqual({ id: 7, impression_note: '連絡が早い' }));

    fireEvent.click(screen.getByRole('button', { name: 'メモ' }));
    const memo = screen.getByRole('form', { name: 'メモの変更' });
    fireEvent.change(within(memo).getByLabelText(/^メモ/), { target: { value: '来月から' } });
    fireEvent.click(within(memo).getByRole('button', { name: 'メモを保存する' }));
    await waitFor(() => expect(sent.memo).toEqual({ id: 7, memo: '来月から' }));
  });

  it('shows a viewer the member read only', async () => {
    renderResource(memberResource, '/admin/member/edit/7?tab=memo', {
      role: 'viewer',
      routes: { 'GET /api/admin/member/detail/7': member({ memo: '面談済み' }) },
    });
    const memo = await screen.findByRole('form', { name: 'メモの変更' });
    expect(within(memo).getByLabelText(/^メモ/)).toBeDisabled();
    expect(within(memo).queryByRole('button', { name: 'メモを保存する' })).toBeNull();
    expect(within(memo).getByText('閲覧のみの権限のため、変更できません。')).toBeInTheDocument();
  });

  it('says when the member does not exist', async () => {
    renderResource(memberResource, '/admin/member/edit/99', {
      routes: { 'GET /api/admin/member/detail/99': reply(404, { statusCode: 404, code: 'ADMIN_MEMBER_NOT_FOUND', message: '指定された会員が見つかりませんでした' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '会員が見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員一覧に戻る' })).toHaveAttribute('href', '/admin/member');
  });
});

const other: Schemas['AdminMemberOtherDto'] = {
  id: 7,
  social_accounts: [{ type: 3, type_label: 'GitHub', linked_at: '2026-11-02T01:00:00.000Z' }],
  conversions: [{ gclid: 'Cj0KCQ', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: null, utm_content: null, landing_path: '/lp1', arrived_at: '2026-11-01T00:00:00.000Z' }],
  referrals: [{ id: 4, name: '紹介 花子', requested_at: '2026-11-10T03:00:00.000Z' }],
  saved_searches: [
    {
      id: 9,
      label: 'Java・東京都',
      conditions: {} as Schemas['SavedSearchDto']['conditions'],
      search_path: '/item/search?keyword=Java',
      mail_enabled: true,
      created_at: '2026-11-05T00:00:00.000Z',
      last_digest_at: null,
    },
  ],
  entry_count: 2,
  consider_count: 5,
};

const masters = {
  'GET /api/admin/prefacture/get': { prefectures: [{ id: 13, name: '東京都' }, { id: 27, name: '大阪府' }] },
  'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '業務委託' }, { id: 2, name: '派遣' }] },
};

describe('members (member): the account part', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('filters by skills: tags picked with the typeahead, their ids comma-joined in the URL and to the API; a link names them again', async () => {
    const urls: string[] = [];
    const { search } = renderResource(memberResource, '/admin/member?skills=5', {
      role: 'viewer',
      routes: {
        ...masters,
        'GET /api/admin/member/search': ({ url }: { url: string }) => (urls.push(url), page([rowOf(member())])),
        'GET /api/admin/item/tag/detail/5': { id: 5, term: 'Java' },
        'GET /api/admin/item/tag-list-for-item-input': { items: [{ id: 6, label: 'Spring' }] },
      },
    });
    const chosen = await screen.findByRole('list', { name: '選択中のスキル（すべてを持つ会員）' });
    expect(await within(chosen).findByText('Java')).toBeInTheDocument();
    await waitFor(() => expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('skills') === '5')).toBe(true));

    fireEvent.change(screen.getByRole('combobox', { name: 'スキル（すべてを持つ会員）' }), { target: { value: 'sp' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Spring' }));
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(search().get('skills')).toBe('5,6'));
    await waitFor(() => expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('skills') === '5,6')).toBe(true));
  });

  it('shows その他: counts, linked accounts, saved searches, referrals and ad parameters', async () => {
    renderResource(memberResource, '/admin/member/edit/7?tab=other', {
      role: 'viewer',
      routes: { 'GET /api/admin/member/detail/7': member(), 'GET /api/admin/member/detail-other/7': other },
    });
    const section = await screen.findByRole('region', { name: 'その他' });
    expect(await within(section).findByText('2件')).toBeInTheDocument();
    expect(within(section).getByText('5件')).toBeInTheDocument();
    expect(within(section).getByText(/GitHub（/)).toBeInTheDocument();
    expect(within(section).getByText(/Java・東京都（新着メールあり/)).toBeInTheDocument();
    expect(within(section).getByText(/紹介 花子/)).toBeInTheDocument();
    const ads = within(section).getByRole('table');
    expect(within(ads).getByText('/lp1')).toBeInTheDocument();
    expect(within(ads).getByText('Cj0KCQ')).toBeInTheDocument();
  });

  it('edits the member info: field errors on the fields, a stale save offers the latest, then saves with the version read', async () => {
    const bodies: Record<string, unknown>[] = [];
    let current = member();
    renderResource(memberResource, '/admin/member/edit/7?tab=edit', {
      role: 'editor',
      routes: {
        ...masters,
        'GET /api/admin/member/detail/7': () => current,
        'POST /api/admin/member/edit': ({ body }: { body: Record<string, unknown> }) => {
          bodies.push(body);
          if (bodies.length === 1)
            return reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容を確認してください', errors: { last_name_kana: ['全角カタカナで入力してください'] } });
          if (bodies.length === 2) {
            // Someone saved meanwhile.
            current = member({ first_name: '次郎', version: 4 });
            return reply(409, { statusCode: 409, code: 'ADMIN_STALE_VERSION', message: '他のスタッフが先に保存しました', errors: {} });
          }
          current = member({ last_name: '佐藤', name: '佐藤 次郎', version: 5 });
          return current;
        },
      },
    });
    const form = await screen.findByRole('form', { name: '会員情報の編集' });
    expect(within(form).getByLabelText(/^姓/)).toHaveValue('山田');
    expect(within(form).getByLabelText(/^セイ/)).toHaveValue('ヤマダ');
    await waitFor(() => expect(within(form).getByLabelText(/^都道府県/)).toHaveValue('13'));
    expect(within(form).getByLabelText(/メールマガジン/)).toBeChecked();
    expect(screen.getByText(/はここでは変更できません/)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^姓/), { target: { value: '佐藤' } });
    fireEvent.change(within(form).getByLabelText(/^セイ/), { target: { value: 'さとう' } });
    fireEvent.click(within(form).getByRole('button', { name: '会員情報を保存する' }));
    expect((await within(form).findAllByText('全角カタカナで入力してください')).length).toBeGreaterThan(0);
    expect(bodies[0]).toMatchObject({ id: 7, version: 3, last_name: '佐藤', last_name_kana: 'さとう', sex: 1, education_level: 6, prefecture_id: 13, contract_types: '1', magazine_flag: 1 });

    fireEvent.change(within(form).getByLabelText(/^セイ/), { target: { value: 'サトウ' } });
    fireEvent.click(within(form).getByRole('button', { name: '会員情報を保存する' }));
    expect(await within(form).findByText('他のスタッフが先に保存しました')).toBeInTheDocument();
    // What was typed is kept until staff ask for the latest.
    expect(within(form).getByLabelText(/^姓/)).toHaveValue('佐藤');
    fireEvent.click(within(form).getByRole('button', { name: '最新の内容を読み込む' }));
    await waitFor(() => expect(within(form).getByLabelText(/^名/)).toHaveValue('次郎'));

    fireEvent.change(within(form).getByLabelText(/^姓/), { target: { value: '佐藤' } });
    fireEvent.click(within(form).getByRole('button', { name: '会員情報を保存する' }));
    expect(await screen.findByText('会員情報を保存しました。')).toBeInTheDocument();
    expect(bodies[2]).toMatchObject({ id: 7, version: 4, last_name: '佐藤', first_name: '次郎' });
  });

  it('resends the auth mail to a 仮登録 member; editors get no 退会処理', async () => {
    const sent: unknown[] = [];
    renderResource(memberResource, '/admin/member/edit/7', {
      role: 'editor',
      routes: {
        'GET /api/admin/member/detail/7': member({ auth_state: 0, auth_state_label: '仮登録' }),
        'POST /api/admin/member/send-auth-mail': ({ body }: { body: unknown }) => (sent.push(body), { result: true, sent_at: '2026-11-26T00:00:00.000Z' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '認証メール再送' }));
    expect(await screen.findByText('認証メールを taro@example.com に再送しました。')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7 }]);
    expect(screen.queryByRole('button', { name: '退会処理' })).toBeNull();
  });

  it('shows the API refusal of a resend as a toast', async () => {
    renderResource(memberResource, '/admin/member/edit/7', {
      role: 'owner',
      routes: {
        'GET /api/admin/member/detail/7': member({ auth_state: 0, auth_state_label: '仮登録' }),
        'POST /api/admin/member/send-auth-mail': reply(429, { statusCode: 429, code: 'ADMIN_MEMBER_AUTH_MAIL_TOO_SOON', message: '認証メールは1分以内に送信済みです', errors: {} }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '認証メール再送' }));
    expect(await screen.findByText('認証メールは1分以内に送信済みです')).toBeInTheDocument();
  });

  it('withdraws a member (owners) after a confirm dialog that says it cannot be undone, then goes back to the list', async () => {
    const sent: unknown[] = [];
    const { router } = renderResource(memberResource, '/admin/member/edit/7', {
      role: 'owner',
      routes: {
        'GET /api/admin/member/detail/7': member(),
        'GET /api/admin/member/search': page([]),
        'POST /api/admin/member/delete': ({ body }: { body: unknown }) => (sent.push(body), { id: 7 }),
      },
    });
    // 本登録: no resend.
    expect(await screen.findByRole('button', { name: '退会処理' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '認証メール再送' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '退会処理' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/この操作は取り消せません/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '退会処理' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '退会させる' }));
    expect(await screen.findByText('退会処理をしました。')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/member'));
  });

  it('offers a viewer neither 編集 nor the account buttons', async () => {
    renderResource(memberResource, '/admin/member/edit/7?tab=edit', {
      role: 'viewer',
      routes: { 'GET /api/admin/member/detail/7': member({ auth_state: 0, auth_state_label: '仮登録' }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '基本情報' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '編集' })).toBeNull();
    expect(screen.queryByRole('button', { name: '認証メール再送' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退会処理' })).toBeNull();
    expect(screen.queryByRole('form', { name: '会員情報の編集' })).toBeNull();
  });
});
