/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// External users' declaration over the real SDK (answered through fetch): the list with its tabs 未統合 / 統合済み
// and their counts and the 提携元 filter from get-external-services; 新規登録 with the API's field errors; a
// person's page: 会員を探す by the person's e-mail and phone, the candidate, 「この会員と統合」 behind the confirm
// dialog that says what changes, the toast, and the page read again as 統合済み; read only for a viewer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { externalUserResource } from './external-user';

type Detail = Schemas['ExternalUserDetailDto'];

const SERVICES = {
  services: [
    { key: 'agent', label: '提携エージェント', description: '', count: 3, unmerged_count: 2 },
    { key: 'job_board', label: '求人媒体', description: '', count: 1, unmerged_count: 1 },
  ],
};

const person = (over: Partial<Detail> = {}): Detail => ({
  id: 5,
  service_name: 'agent',
  service_label: '提携エージェント',
  external_id: 'AG-0042',
  name: '外部 花子',
  email: 'hanako@example.com',
  tel: '090-1111-2222',
  status: 'unmerged',
  status_label: '未統合',
  member_id: null,
  member: null,
  merged_at: null,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  ...over,
});
const candidate = { id: 12, name: '会員 花子', email: 'hanako@example.com', tel: null, registered_at: '2026-10-01T01:00:00.000Z', matched_by: ['email'] as ('email' | 'tel')[] };
const page = (items: Detail[], counts = { unmerged: 2, merged: 1 }) => ({
  items,
  total: items.length,
  page: 1,
  per_page: 50,
  last_page: 1,
  status_counts: [
    { status: 'unmerged', label: '未統合', count: counts.unmerged },
    { status: 'merged', label: '統合済み', count: counts.merged },
  ],
});

describe('external users (external-user)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists people with the 未統合 / 統合済み tabs and their counts; a tab and a service reach the API', async () => {
    const urls: string[] = [];
    const { search } = renderResource(externalUserResource, '/admin/external-user', {
      role: 'viewer',
      routes: {
        'GET /api/admin/external-user/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([person()]);
        },
        'GET /api/admin/external-user/get-external-services': SERVICES,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '外部ユーザー一覧' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '外部ユーザー一覧' });
    expect(await within(table).findByRole('link', { name: '外部 花子' })).toHaveAttribute('href', '/admin/external-user/edit/5');
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['提携エージェント', 'AG-0042', 'hanako@example.com', '090-1111-2222', '未統合']) expect(within(row).getByText(text)).toBeInTheDocument();

    const tabs = within(screen.getByRole('group', { name: 'ステータスで絞り込み' }));
    fireEvent.click(await tabs.findByRole('button', { name: '統合済み（1）' }));
    await waitFor(() => expect(search().get('status')).toBe('merged'));
    await waitFor(() => expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('status') === 'merged')).toBe(true));

    const service = await screen.findByLabelText('提携元');
    await waitFor(() => expect(within(service).getByRole('option', { name: '求人媒体' })).toBeInTheDocument());
    // A viewer is offered no 新規登録.
    expect(screen.queryByRole('link', { name: '新規登録' })).toBeNull();
  });

  it('registers a person; the API field errors land on their fields', async () => {
    const sent: unknown[] = [];
    renderResource(externalUserResource, '/admin/external-user/create', {
      role: 'editor',
      routes: {
        'GET /api/admin/external-user/get-external-services': SERVICES,
        'GET /api/admin/external-user/search': page([]),
        'POST /api/admin/external-user/create': ({ body }: { body: Record<string, string> }) => {
          sent.push(body);
          if (body.tel === '12') return reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容を確認してください', errors: { tel: ['電話番号の形式が正しくありません'] } });
          return person();
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '外部ユーザーの新規登録' })).toBeInTheDocument();
    // The choices come from get-external-services (a placeholder until then).
    await waitFor(() => expect(within(screen.getByLabelText(/提携元/)).getByRole('option', { name: '提携エージェント' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/提携元/), { target: { value: 'agent' } });
    fireEvent.change(screen.getByLabelText(/外部ID/), { target: { value: 'AG-0042' } });
    fireEvent.change(screen.getByLabelText(/^氏名/), { target: { value: '外部 花子' } });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'hanako@example.com' } });
    fireEvent.change(screen.getByLabelText(/電話番号/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect((await screen.findAllByText('電話番号の形式が正しくありません')).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText(/電話番号/), { target: { value: '090-1111-2222' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('外部ユーザーを登録しました。')).toBeInTheDocument();
    expect(sent[1]).toEqual({ service_name: 'agent', external_id: 'AG-0042', name: '外部 花子', email: 'hanako@example.com', tel: '090-1111-2222' });
  });

  it('finds the member by the person’s e-mail and phone and merges after the confirm dialog', async () => {
    let current = person();
    const asked: string[] = [];
    const merged: unknown[] = [];
    renderResource(externalUserResource, '/admin/external-user/edit/5', {
      role: 'editor',
      routes: {
        'GET /api/admin/external-user/detail/5': () => current,
        'GET /api/admin/external-user/is-existent-of-member': ({ url }: { url: string }) => {
          asked.push(url);
          return { exists: true, member: candidate, members: [candidate] };
        },
        'POST /api/admin/external-user/merge-existing-member-with-external-member': ({ body }: { body: unknown }) => {
          merged.push(body);
          current = person({ status: 'merged', status_label: '統合済み', member_id: 12, member: { ...candidate, tel: '090-1111-2222' }, merged_at: '2026-11-26T05:00:00.000Z' });
          return { ...current, filled_member_fields: ['tel'] };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '外部 花子' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '会員を探す' }));
    const list = await screen.findByRole('list', { name: '一致する会員' });
    expect(within(list).getByRole('link', { name: '会員 花子' })).toHaveAttribute('href', '/admin/member/edit/12');
    expect(within(list).getByText('メールアドレス', { selector: 'dd' })).toBeInTheDocument();
    const query = new URL(asked[0], 'http://x').searchParams;
    expect([query.get('email'), query.get('tel')]).toEqual(['hanako@example.com', '090-1111-2222']);

    fireEvent.click(within(list).getByRole('button', { name: 'この会員と統合：会員 花子（会員ID 12）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '「外部 花子」を会員「会員 花子」と統合しますか？' });
    expect(within(dialog).getByText(/外部ユーザーの電話番号（090-1111-2222）を会員に登録します/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '統合する' }));
    expect(await screen.findByText('会員「会員 花子」と統合しました。')).toBeInTheDocument();
    expect(merged).toEqual([{ external_user_id: 5, member_id: 12 }]);
    // Read again: merged, the member named, nothing to merge any more.
    expect(await screen.findByRole('link', { name: '会員 花子' })).toHaveAttribute('href', '/admin/member/edit/12');
    expect(screen.getAllByText('統合済み').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '会員を探す' })).toBeNull();
  });

  it('shows a viewer the candidates without the merge button, and says when none matches', async () => {
    renderResource(externalUserResource, '/admin/external-user/edit/5', {
      role: 'viewer',
      routes: {
        'GET /api/admin/external-user/detail/5': person(),
        'GET /api/admin/external-user/is-existent-of-member': { exists: true, member: candidate, members: [candidate] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '会員を探す' }));
    expect(await screen.findByRole('list', { name: '一致する会員' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^この会員と統合/ })).toBeNull();
    expect(screen.getByText('閲覧のみの権限のため、統合できません。')).toBeInTheDocument();
  });

  it('says when no member matches', async () => {
    renderResource(externalUserResource, '/admin/external-user/edit/5', {
      role: 'editor',
      routes: {
        'GET /api/admin/external-user/detail/5': person(),
        'GET /api/admin/external-user/is-existent-of-member': { exists: false, member: null, members: [] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '会員を探す' }));
    expect(await screen.findByText('一致する会員はいません。')).toBeInTheDocument();
  });
});
