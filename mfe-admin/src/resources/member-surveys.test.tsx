/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The member questionnaires in the back office, each declaration over the real SDK (answered through fetch):
// the list names the member (linked to their page) and filters by work style; no 新規作成 (members answer);
// the record's page says who answered and when, edits through …/edit with id and version (the rate typed in
// 万円, sent in yen), and a stale save keeps what was typed; delete through …/delete behind the confirm dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { engineerStyleResource, freelanceStartResource } from './member-surveys';

const style = (over: Partial<Schemas['EngineerStyleDetailDto']> = {}): Schemas['EngineerStyleDetailDto'] => ({
  id: 5,
  member_id: 31,
  member_name: '佐藤 花子',
  member_email: 'hanako@example.com',
  work_style: 3,
  work_style_label: 'フルリモート希望',
  desired_weekly_days: 4,
  desired_rate: 650000,
  experience_years: 6,
  preferences: 'React・フロントエンド',
  note: null,
  answered_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  deleted_at: null,
  created_at: '2026-11-01T01:00:00.000Z',
  version: 2,
  ...over,
});
const rowOf = ({ version: _v, created_at: _c, ...row }: Schemas['EngineerStyleDetailDto']): Schemas['EngineerStyleRowDto'] => row;
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });
const query = (url: string) => new URL(url, 'http://x').searchParams;

describe('働き方アンケート (engineerstyle)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists answers newest first with the member linked to their page, filtered by work style; no 新規作成', async () => {
    const urls: string[] = [];
    const { search } = renderResource(engineerStyleResource, '/admin/engineerstyle', {
      routes: {
        'GET /api/admin/engineerstyle/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([rowOf(style()), rowOf(style({ id: 4, member_id: 9, member_name: null, member_email: null, desired_rate: null }))]);
        },
      },
    });
    const table = await screen.findByRole('table', { name: '働き方アンケート一覧' });
    expect(await within(table).findByRole('link', { name: '佐藤 花子' })).toHaveAttribute('href', '/admin/member/edit/31');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: '5' })).toHaveAttribute('href', '/admin/engineerstyle/edit/5');
    expect(first).toHaveTextContent('hanako@example.com');
    expect(first).toHaveTextContent('フルリモート希望');
    expect(first).toHaveTextContent('65万円');
    expect(first).toHaveTextContent('2026/11/20 10:00');
    expect(second).toHaveTextContent('退会した会員（ID 9）');
    expect(screen.queryByRole('link', { name: /新規作成/ })).not.toBeInTheDocument();
    expect(Object.fromEntries(query(urls[0]))).toEqual({ page: '1', per_page: '50', sort: 'answered_at', order: 'desc' });

    fireEvent.change(screen.getByRole('combobox', { name: '希望する働き方' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(query(urls.at(-1)!).get('work_style')).toBe('3'));
    expect(search().get('work_style')).toBe('3');
  });

  it('edits an answer with its id and version: who answered above the form, the rate in 万円 sent in yen', async () => {
    const bodies: unknown[] = [];
    renderResource(engineerStyleResource, '/admin/engineerstyle/edit/5', {
      routes: {
        'GET /api/admin/engineerstyle/detail/5': style(),
        'POST /api/admin/engineerstyle/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return style({ version: 3, desired_rate: 700000 });
        },
        'GET /api/admin/engineerstyle/search': page([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '働き方アンケートの編集' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '佐藤 花子（hanako@example.com）' })).toHaveAttribute('href', '/admin/member/edit/31');
    expect(screen.getByLabelText(/^希望単価（万円\/月）/)).toHaveValue(65);
    fireEvent.change(screen.getByLabelText(/^希望単価（万円\/月）/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^その他・ご要望/), { target: { value: '電話で確認済み' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: 5, version: 2, work_style: 3, desired_weekly_days: 4, desired_rate: 700000, experience_years: 6, preferences: 'React・フロントエンド', note: '電話で確認済み' },
    ]);
  });

  it('a save over someone else’s newer one (409) keeps what was typed and offers the latest', async () => {
    renderResource(engineerStyleResource, '/admin/engineerstyle/edit/5', {
      routes: {
        'GET /api/admin/engineerstyle/detail/5': style(),
        'POST /api/admin/engineerstyle/edit': reply(409, { statusCode: 409, code: 'ADMIN_STALE_VERSION', message: '他のスタッフが先に保存しました。' }),
        'GET /api/admin/engineerstyle/search': page([]),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^経験年数/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('button', { name: '最新の内容を読み込む' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^経験年数/)).toHaveValue(7);
  });

  it('a deleted answer is read only; an answer is deleted through engineerstyle/delete after the dialog', async () => {
    const posted: number[] = [];
    renderResource(engineerStyleResource, '/admin/engineerstyle', {
      routes: {
        'GET /api/admin/engineerstyle/search': () => page(posted.length ? [] : [rowOf(style())]),
        'POST /api/admin/engineerstyle/delete': ({ body }: { body: { id: number } }) => {
          posted.push(body.id);
          return { ids: [body.id] };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '佐藤 花子さんの回答を削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '「佐藤 花子さんの回答」を削除しますか？' })).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    expect(posted).toEqual([5]);
  });

  it('viewers read without write buttons', async () => {
    renderResource(engineerStyleResource, '/admin/engineerstyle', { role: 'viewer', routes: { 'GET /api/admin/engineerstyle/search': page([rowOf(style())]) } });
    await screen.findByRole('table', { name: '働き方アンケート一覧' });
    expect(screen.queryByRole('button', { name: /を削除$/ })).not.toBeInTheDocument();
  });
});

describe('フリーランス準備アンケート (freelancestart)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  const start = (over: Partial<Schemas['FreelanceStartDetailDto']> = {}): Schemas['FreelanceStartDetailDto'] => ({
    id: 2,
    member_id: 40,
    member_name: '鈴木 一郎',
    member_email: 'ichiro@example.com',
    start_timing: 3,
    start_timing_label: '3ヶ月以内',
    current_status: 1,
    current_status_label: '会社員',
    has_freelance_experience: false,
    available_from: null,
    note: '確定申告が不安です',
    answered_at: '2026-11-22T01:00:00.000Z',
    updated_at: '2026-11-22T01:00:00.000Z',
    deleted_at: null,
    created_at: '2026-11-22T01:00:00.000Z',
    version: 1,
    ...over,
  });

  it('edits the answer: timing, status, experience as a checkbox, the day', async () => {
    const bodies: unknown[] = [];
    renderResource(freelanceStartResource, '/admin/freelancestart/edit/2', {
      routes: {
        'GET /api/admin/freelancestart/detail/2': start(),
        'POST /api/admin/freelancestart/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return start({ version: 2 });
        },
        'GET /api/admin/freelancestart/search': page([]),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^始められる時期/), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('フリーランスとして働いた経験がある'));
    fireEvent.change(screen.getByLabelText(/^参画できる最も早い日/), { target: { value: '2027-01-04' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 2, version: 1, start_timing: 2, current_status: 1, has_freelance_experience: true, available_from: '2027-01-04', note: '確定申告が不安です' }]);
  });

  it('says a deleted answer cannot be edited', async () => {
    renderResource(freelanceStartResource, '/admin/freelancestart/edit/2', {
      routes: { 'GET /api/admin/freelancestart/detail/2': start({ deleted_at: '2026-11-25T00:00:00.000Z' }), 'GET /api/admin/freelancestart/search': page([]) },
    });
    expect(await screen.findByText('削除済みの回答は編集できません。会員がもう一度回答すると一覧に戻ります。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
  });
});
