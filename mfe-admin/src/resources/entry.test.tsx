/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Entries' declaration over the real SDK (answered through fetch): the list with its tabs from count-info, the
// filters and the CSV link carrying them; an entry's page — the listing, the member, the skill sheet's
// download link (user/admin-download by its stored name), the status change behind the confirm dialog that says
// the member is mailed, the history and the mails read again, the validity toggle — and read only for a viewer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { renderResource } from '../test-support/fake-resource';
import { entryResource } from './entry';

type Detail = Schemas['AdminEntryDetailDto'];

const LABELS: Record<string, string> = { applied: 'エントリー済み', screening: '書類選考中', interview: '面談調整中', result_sent: '結果連絡済み', withdrawn: '辞退' };

const detail = (over: Partial<Detail> = {}): Detail => ({
  id: 12,
  member_id: 7,
  member_name: '山田 太郎',
  member_email: 'taro@example.com',
  item_id: 30,
  item_name: '【Java】決済基盤の開発',
  status: 'applied',
  status_label: 'エントリー済み',
  validity: 0,
  validity_label: '有効',
  entered_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  message: 'リモート併用を希望します。',
  desired_start_date: '2026-12-01',
  item: { id: 30, name: '【Java】決済基盤の開発', rate_detail: '〜80万円/月', public_path: '/item/detail/30' },
  member: { id: 7, name: '山田 太郎', name_kana: 'ヤマダ タロウ', email: 'taro@example.com', tel: '090-1234-5678' },
  skill_sheet: { id: 5, name: '職務経歴書.xlsx', deleted: false },
  history: [{ status: 'applied', status_label: 'エントリー済み', changed_by: 'member', staff_id: null, staff_name: null, changed_at: '2026-11-20T01:00:00.000Z' }],
  mails: [{ job_id: 'a', kind: 'entry-received', subject: '【エンジニアルート】エントリーを受け付けました', to: 'taro@example.com', queued_at: '2026-11-20T01:00:00.000Z' }],
  status_choices: [
    { value: 'screening', label: '書類選考中' },
    { value: 'interview', label: '面談調整中' },
    { value: 'result_sent', label: '結果連絡済み' },
  ],
  ...over,
});
const rowOf = (d: Detail): Schemas['AdminEntryRowDto'] => {
  const { id, member_id, member_name, member_email, item_id, item_name, status, status_label, validity, validity_label, entered_at, updated_at } = d;
  return { id, member_id, member_name, member_email, item_id, item_name, status, status_label, validity, validity_label, entered_at, updated_at };
};
const SHEETS = {
  max_count: 20,
  sheets: [{ id: 5, file_name: 'abc-123.xlsx', original_name: '職務経歴書.xlsx', mime_type: 'application/pdf', size: 10, uploaded_at: '2026-11-19T00:00:00.000Z', uploaded_by: 'member', uploaded_by_name: null }],
};

describe('entries (entry)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists entries with tabs from count-info; a tab and the filters reach the API and the CSV link', async () => {
    const urls: string[] = [];
    const { search } = renderResource(entryResource, '/admin/entry', {
      role: 'editor',
      routes: {
        'GET /api/admin/entry/search': ({ url }: { url: string }) => {
          urls.push(url);
          return { items: [rowOf(detail())], total: 1, page: 1, per_page: 50, last_page: 1 };
        },
        'GET /api/admin/entry/count-info': {
          counts: [
            { status: 'applied', label: 'エントリー済み', count: 4 },
            { status: 'screening', label: '書類選考中', count: 2 },
            { status: 'interview', label: '面談調整中', count: 0 },
            { status: 'result_sent', label: '結果連絡済み', count: 0 },
            { status: 'withdrawn', label: '辞退', count: 1 },
            { status: 'invalid', label: '無効', count: 3 },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'エントリー一覧' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'エントリー一覧' });
    expect(await within(table).findByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', '/admin/entry/edit/12');
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['【Java】決済基盤の開発', 'エントリー済み', '有効']) expect(within(row).getByText(text)).toBeInTheDocument();

    const tabs = within(screen.getByRole('group', { name: 'ステータスで絞り込み' }));
    fireEvent.click(await tabs.findByRole('button', { name: '無効（3）' }));
    await waitFor(() => expect(search().get('status')).toBe('invalid'));
    await waitFor(() => expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('status') === 'invalid')).toBe(true));
    expect(new URL(urls[0], 'http://x').searchParams.get('sort')).toBe('created_at');
    await waitFor(() => expect(screen.getByRole('link', { name: 'CSVダウンロード' }).getAttribute('href')).toMatch(/^\/api\/admin\/entry\/download\?.*status=invalid/));
  });

  it('shows an entry and moves its status after the confirm dialog: the member is mailed, the history reads again', async () => {
    let current = detail();
    const sent: unknown[] = [];
    renderResource(entryResource, '/admin/entry/edit/12', {
      role: 'editor',
      history: [{ id: 3, action: 'update', action_label: '更新', resource: 'entry', record_id: 12, staff_id: 2, staff_name: '佐藤 花子', created_at: '2026-11-25T05:00:00.000Z', changes: { status: { before: 'applied', after: 'screening' } } }],
      routes: {
        'GET /api/admin/entry/detail/12': () => current,
        'GET /api/admin/user/admin-skill-sheets/7': SHEETS,
        'POST /api/admin/entry/update-status': ({ body }: { body: { id: number; status: string } }) => {
          sent.push(body);
          current = detail({
            status: body.status as Detail['status'],
            status_label: LABELS[body.status],
            history: [...current.history, { status: body.status as Detail['status'], status_label: LABELS[body.status], changed_by: 'staff', staff_id: 1, staff_name: '管理 太郎', changed_at: '2026-11-26T05:00:00.000Z' }],
            mails: [...current.mails, { job_id: 'b', kind: 'entry-status-changed', subject: `【エンジニアルート】選考状況が「${LABELS[body.status]}」になりました`, to: 'taro@example.com', queued_at: '2026-11-26T05:00:00.000Z' }],
          });
          return current;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'エントリー #12（山田 太郎）' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'エントリーの内容' });
    expect(within(summary).getByRole('link', { name: '山田 太郎' })).toHaveAttribute('href', '/admin/member/edit/7');
    expect(within(summary).getByRole('link', { name: '【Java】決済基盤の開発' })).toHaveAttribute('href', '/admin/item/edit/30');
    expect(within(summary).getByText('〜80万円/月')).toBeInTheDocument();
    expect(await within(summary).findByRole('link', { name: '職務経歴書.xlsxをダウンロード' })).toHaveAttribute('href', '/api/admin/user/admin-download?filename=abc-123.xlsx');
    const audit = screen.getByRole('region', { name: '変更履歴' });
    expect(await within(audit).findByText(/エントリー済み → 書類選考中/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('新しいステータス'), { target: { value: 'screening' } });
    fireEvent.click(screen.getByRole('button', { name: 'ステータスを変更する' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ステータスを「書類選考中」に変更しますか？' });
    expect(within(dialog).getByText('会員に通知メールが送信されます。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('ステータスを「書類選考中」に変更し、会員に通知メールを送りました。')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 12, status: 'screening' }]);
    const history = await screen.findByRole('table', { name: 'ステータスの履歴（古い順）' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(within(history).getAllByRole('row')[2]).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['書類選考中', '管理 太郎']);
    expect(within(screen.getByRole('region', { name: '会員に送ったメール' })).getByText(/選考状況が「書類選考中」になりました/)).toBeInTheDocument();
  });

  it('toggles validity behind a confirm dialog and shows why a withdrawn entry cannot move', async () => {
    let current = detail({ status: 'withdrawn', status_label: '辞退', status_choices: [] });
    const sent: unknown[] = [];
    renderResource(entryResource, '/admin/entry/edit/12', {
      role: 'owner',
      routes: {
        'GET /api/admin/entry/detail/12': () => current,
        'GET /api/admin/user/admin-skill-sheets/7': SHEETS,
        'POST /api/admin/entry/update-validity': ({ body }: { body: { id: number; validity: 0 | 1 } }) => {
          sent.push(body);
          current = detail({ ...current, validity: body.validity, validity_label: body.validity ? '無効' : '有効' });
          return current;
        },
      },
    });
    expect(await screen.findByText('会員が辞退したため、ステータスは変更できません。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'このエントリーを無効にしますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('エントリーを無効にしました。')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 12, validity: 1 }]);
    expect(await screen.findByRole('button', { name: '有効に戻す' })).toBeInTheDocument();
  });

  it('is read only for a viewer', async () => {
    renderResource(entryResource, '/admin/entry/edit/12', {
      role: 'viewer',
      routes: { 'GET /api/admin/entry/detail/12': detail(), 'GET /api/admin/user/admin-skill-sheets/7': SHEETS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'エントリー #12（山田 太郎）' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'エントリーの操作' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ステータスを変更する' })).not.toBeInTheDocument();
  });
});
