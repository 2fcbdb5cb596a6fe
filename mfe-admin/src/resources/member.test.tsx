/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Members' declaration over the real SDK (answered through fetch): the list with its tabs per progress and
// their counts, the filters and the six orders as the API's sort/order; a member's page with the tabs
// 基本情報 / 進捗 / 評価 / メモ — the progress changed through member/update-status and the history read again,
// the API's field error under its field, impression and memo saved — and read only for a viewer.
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
