/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The audit-log screen: a read-only declaration over the SDK's adminAuditLogSearch (answered through fetch).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { fakeResource, makeFakeApi, renderResource } from '../test-support/fake-resource';
import { auditLogResource, formatAuditValue } from './audit-log';
import { defineSetting } from './types';

const entry = (id: number, over: Partial<Schemas['AuditLogRowDto']>): Schemas['AuditLogRowDto'] => ({
  id,
  action: 'update',
  action_label: '更新',
  changes: {},
  created_at: '2026-11-26T04:40:00.000Z',
  record_id: 2,
  resource: 'test-articles',
  staff_id: 7,
  staff_name: '編集 次郎',
  ...over,
});

describe('the audit log screen', () => {
  it('lists who changed what and when, names resources and fields as their screens do, links each record', async () => {
    const articles = fakeResource(makeFakeApi([]));
    const history = [
      entry(2, { changes: { title: { before: '旧', after: '新' }, tags: { before: [], after: ['Go', 'Java'] } } }),
      entry(1, { action: 'create', action_label: '作成', resource: 'user', record_id: 5, created_at: '2026-11-25T15:00:00.000Z', staff_name: 'オーナー 一郎' }),
    ];
    const { calls } = renderResource(auditLogResource([articles]), '/admin/audit-log', { role: 'viewer', history });
    expect(await screen.findByText('全 2 件中 1–2 件')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '操作履歴一覧' })).toBeInTheDocument();
    const [, first, second] = within(screen.getByRole('table', { name: '操作履歴一覧' })).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2026/11/26 13:40',
      '編集 次郎',
      '更新',
      'テスト記事',
      '2',
      'タイトル：旧 → 新タグ：（なし） → Go、Java',
    ]);
    expect(within(first).getByRole('link', { name: 'テスト記事 2 を開く' })).toHaveAttribute('href', '/admin/test-articles/edit/2');
    // A resource without a screen here: its path name, the id without a link.
    expect(within(second).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['2026/11/26 00:00', 'オーナー 一郎', '作成', 'user', '5']);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    // Newest first, by default; nothing to write.
    expect(screen.getByRole('columnheader', { name: /日時/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '新規作成' })).not.toBeInTheDocument();
    const search = calls.find((c) => c.path === '/api/admin/audit-log/search')!;
    expect(search).toBeDefined();
  });

  it("names a setting's entries by its screen and labels, links them to its page, and offers it as a 対象", async () => {
    const limit = defineSetting<{ days: number }>({
      path: 'test-limit',
      title: 'テスト上限',
      read: jest.fn(),
      save: jest.fn(),
      current: (r) => `${r.days}日`,
      form: { fields: [{ name: 'days', label: '上限（日）', kind: 'number' }], defaults: {}, toForm: (r) => ({ days: r.days }) },
    });
    const history = [entry(1, { resource: 'test-limit', record_id: 1, changes: { days: { before: 7, after: 10 } } })];
    renderResource(auditLogResource([], [limit]), '/admin/audit-log', { history });
    await screen.findByText('全 1 件中 1–1 件');
    const [, row] = within(screen.getByRole('table', { name: '操作履歴一覧' })).getAllByRole('row');
    expect(row).toHaveTextContent('テスト上限');
    expect(row).toHaveTextContent('上限（日）：7 → 10');
    expect(within(row).getByRole('link', { name: 'テスト上限 1 を開く' })).toHaveAttribute('href', '/admin/test-limit');
    expect(within(screen.getByLabelText('対象')).getByRole('option', { name: 'テスト上限' })).toHaveValue('test-limit');
  });

  it('filters by action and by resource, in the URL', async () => {
    const articles = fakeResource(makeFakeApi([]));
    const history = [entry(2, {}), entry(1, { action: 'delete', action_label: '削除' })];
    const { search } = renderResource(auditLogResource([articles]), '/admin/audit-log', { history });
    await screen.findByText('全 2 件中 1–2 件');
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: 'delete' } });
    fireEvent.change(screen.getByLabelText('対象'), { target: { value: 'test-articles' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('全 1 件中 1–1 件')).toBeInTheDocument();
    expect(search().get('action')).toBe('delete');
    expect(search().get('resource')).toBe('test-articles');
  });

  it('filters by staff member, named from get-admin-users (those no longer active say so), in the URL', async () => {
    const articles = fakeResource(makeFakeApi([]));
    const history = [entry(2, {}), entry(1, { staff_id: 3, staff_name: '旧 三郎' })];
    const { search } = renderResource(auditLogResource([articles]), '/admin/audit-log', {
      role: 'viewer',
      history,
      routes: {
        'GET /api/admin/user/get-admin-users': {
          users: [
            { id: 3, name: '旧 三郎', status: 'deleted', status_label: '削除済み' },
            { id: 7, name: '編集 次郎', status: 'active', status_label: '有効' },
          ],
        },
      },
    });
    await screen.findByText('全 2 件中 1–2 件');
    const picker = screen.getByLabelText('担当者');
    expect(await within(picker).findByRole('option', { name: '旧 三郎（削除済み）' })).toHaveValue('3');
    fireEvent.change(screen.getByLabelText('担当者'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(search().get('staff_id')).toBe('7'));
  });

  it('writes before/after values in one short line', () => {
    expect(formatAuditValue(null)).toBe('（なし）');
    expect(formatAuditValue('')).toBe('（なし）');
    expect(formatAuditValue(true)).toBe('はい');
    expect(formatAuditValue(0)).toBe('0');
    expect(formatAuditValue(['a', null, 'b'])).toBe('a、、b');
    expect(formatAuditValue('x'.repeat(61))).toBe(`${'x'.repeat(60)}…`);
  });
});
