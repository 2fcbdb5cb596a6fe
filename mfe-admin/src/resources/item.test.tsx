/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Listings' declaration over the real SDK (answered through fetch): the list's tabs and filters in the API's
// units, the form of every field register takes (areas from area-all, tags in display order, 万円 → 円), the
// state changes behind confirm dialogs, nothing typed lost on a field error, 要確認 on a draft read from a
// mail, and the mail page that makes one.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { itemResource } from './item';

type EditInfo = Schemas['AdminItemEditInfoDto'];

const editInfo = (over: Partial<EditInfo> = {}): EditInfo => ({
  id: 41,
  version: 3,
  name: '大手ECサイトのバックエンド開発',
  rate_min: 600_000,
  rate_max: 700_000,
  rate_detail: '60〜70万円/月',
  area_ids: [13],
  area_detail: '渋谷駅 徒歩5分',
  biz_category_id: 2,
  system_type: 'Webシステム',
  job_type: 'バックエンドエンジニア',
  contract_type_id: 1,
  remote_level: 1,
  weekly_days_min: 4,
  weekly_days_max: 5,
  must_have_requirements: 'Goでの開発経験3年以上',
  nice_to_have_requirements: null,
  detail: 'ECサイトの注文管理',
  working_hours: null,
  settlement_range: '140〜180h',
  interview_count: 1,
  start_date: '2026-12-01',
  client_name: null,
  client_url: null,
  closes_on: null,
  tag_ids: [5, 7],
  tags: [
    { id: 5, term: 'Go' },
    { id: 7, term: 'AWS' },
  ],
  is_featured: false,
  status: 'published',
  published_at: '2026-11-20T01:00:00.000Z',
  guessed_fields: [],
  internal_note: null,
  listing_status: 'published',
  listing_status_label: '公開中',
  ended_at: null,
  deleted_at: null,
  ...over,
});

const row = (over: Partial<Schemas['AdminItemRowDto']> = {}): Schemas['AdminItemRowDto'] => ({
  id: 41,
  name: '大手ECサイトのバックエンド開発',
  status: 'published',
  status_label: '公開中',
  rate_min: 600_000,
  rate_max: 700_000,
  rate_detail: '60〜70万円/月',
  areas: [{ id: 13, name: '東京都' }],
  biz_category: { id: 2, name: 'EC' },
  tags: [
    { id: 5, term: 'Go' },
    { id: 7, term: 'AWS' },
  ],
  is_featured: false,
  needs_review: false,
  published_at: '2026-11-20T01:00:00.000Z',
  ended_at: null,
  updated_at: '2026-11-21T01:00:00.000Z',
  deleted_at: null,
  ...over,
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });
const query = (url: string) => new URL(url, 'http://x').searchParams;
const TAGS = [
  { id: 5, label: 'Go' },
  { id: 7, label: 'AWS' },
  { id: 9, label: 'Kubernetes' },
];

/** The masters and typeaheads every listing screen reads. */
const masters = {
  'GET /api/admin/item/area-all': {
    areas: [
      { id: 13, name: '東京都', prefecture_id: 13 },
      { id: 14, name: '神奈川県', prefecture_id: 14 },
      { id: 48, name: 'リモート', prefecture_id: null },
    ],
  },
  'GET /api/admin/item/biz-category-all': {
    biz_categories: [
      { id: 2, name: 'EC' },
      { id: 3, name: '金融' },
    ],
  },
  'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '業務委託（準委任）' }] },
  'GET /api/admin/item/tag-list-for-item-input': ({ url }: { url: string }) => ({
    items: TAGS.filter((t) => t.label.toLowerCase().startsWith(query(url).get('term')!.toLowerCase())),
  }),
  'GET /api/admin/item/count-info': {
    counts: [
      { status: 'published', label: '公開中', count: 120 },
      { status: 'scheduled', label: '公開予定', count: 2 },
      { status: 'draft', label: '下書き', count: 9 },
      { status: 'ended', label: '募集終了', count: 40 },
      { status: 'deleted', label: '削除済み', count: 3 },
    ],
  },
};

async function pickTag(box: HTMLElement, typed: string, name: string) {
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('listings (item)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists with count-info tabs, and filters by tag (typeahead), area, rate in 万円 (the API gets 円) and publish days', async () => {
    const searches: string[] = [];
    const { search } = renderResource(itemResource, '/admin/item', {
      routes: {
        ...masters,
        'GET /api/admin/item/search': ({ url }: { url: string }) => {
          searches.push(url);
          return page([row(), row({ id: 42, name: 'メールの下書き', status: 'draft', status_label: '下書き', needs_review: true, published_at: null })]);
        },
      },
    });
    const table = await screen.findByRole('table', { name: '案件一覧' });
    expect(await within(table).findByRole('link', { name: '大手ECサイトのバックエンド開発' })).toHaveAttribute('href', '/admin/item/edit/41');
    expect(within(table).getByRole('link', { name: '要確認 メールの下書き' })).toBeInTheDocument();
    expect(within(table).getAllByText('60〜70万円')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: '募集終了（40）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'メールから下書き作成' })).toHaveAttribute('href', '/admin/item/register-email-temporary');
    expect(query(searches[0]).toString()).toBe('page=1&per_page=50&sort=updated_at&order=desc');

    await pickTag(screen.getByRole('combobox', { name: 'タグ' }), 'ku', 'Kubernetes');
    const area = screen.getByRole('combobox', { name: 'エリア' });
    await waitFor(() => expect(within(area).getByRole('option', { name: '神奈川県' })).toBeInTheDocument());
    fireEvent.change(area, { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('単価（から）'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('単価（まで）'), { target: { value: '82.5' } });
    fireEvent.change(screen.getByLabelText('公開日（から）'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(query(searches.at(-1)!).get('tag_id')).toBe('9'));
    const sent = query(searches.at(-1)!);
    expect([sent.get('area_id'), sent.get('rate_from'), sent.get('rate_to'), sent.get('published_from')]).toEqual(['14', '600000', '825000', '2026-11-01']);
    // The URL keeps what staff typed (万円), so the link reads as the form does.
    expect([search().get('tag_id'), search().get('rate_from'), search().get('rate_to')]).toEqual(['9', '60', '82.5']);
  });

  it('opens a shared link with a tag filter naming the tag', async () => {
    renderResource(itemResource, '/admin/item?tag_id=7&status=ended', {
      routes: {
        ...masters,
        'GET /api/admin/item/search': page([]),
        'GET /api/admin/item/tag/detail/7': { id: 7, term: 'AWS' },
      },
    });
    const chosen = await screen.findByRole('list', { name: '選択中のタグ' });
    expect(await within(chosen).findByText('AWS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '募集終了（40）' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('creates and publishes a listing with areas and tags in the chosen order; a field error keeps everything typed', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderResource(itemResource, '/admin/item/create', {
      routes: {
        ...masters,
        'GET /api/admin/item/search': page([]),
        'POST /api/admin/item/register': ({ body }: { body: Record<string, unknown> }) => {
          bodies.push(body);
          return bodies.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { rate_max: ['単価の上限は下限以上にしてください'] } })
            : editInfo({ id: 50, version: 1 });
        },
      },
    });
    fireEvent.change(await screen.findByLabelText(/^案件名/), { target: { value: '決済基盤の刷新' } });
    fireEvent.change(screen.getByLabelText(/^単価の下限/), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText(/^単価の上限/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^単価の表示/), { target: { value: '70〜80万円/月' } });
    const areas = screen.getByRole('group', { name: 'エリア' });
    fireEvent.click(await within(areas).findByRole('checkbox', { name: 'リモート' }));
    fireEvent.click(within(areas).getByRole('checkbox', { name: '東京都' }));
    await waitFor(() => expect(screen.getByLabelText(/^業界/)).toBeEnabled());
    fireEvent.change(screen.getByLabelText(/^業界/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^リモートワーク/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^週の稼働日数（下限）/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^開始日/), { target: { value: '2027-01-04' } });
    // 非公開 is the choice until staff choose to name the client.
    expect(screen.getByLabelText(/^クライアント企業$|^クライアント企業（/)).toHaveValue('undisclosed');
    fireEvent.change(screen.getByLabelText(/^クライアント企業$|^クライアント企業（/), { target: { value: 'named' } });
    fireEvent.change(screen.getByLabelText(/^クライアント企業名/), { target: { value: '株式会社サンプル決済' } });
    fireEvent.change(screen.getByLabelText(/^クライアント企業のサイト/), { target: { value: 'https://pay.example/' } });
    fireEvent.change(screen.getByLabelText(/^募集終了予定日/), { target: { value: '2027-03-31' } });
    fireEvent.change(screen.getByLabelText(/^必須要件/), { target: { value: 'Javaの設計経験' } });
    const tags = screen.getByRole('combobox', { name: 'タグ' });
    await pickTag(tags, 'aw', 'AWS');
    await pickTag(tags, 'go', 'Go');
    // Go first: display order is the order kept.
    fireEvent.click(screen.getByRole('button', { name: 'Goを前へ移動' }));
    expect(within(screen.getByRole('list', { name: '選択中のタグ' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Go', 'AWS']);

    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'この案件を公開しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '公開する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('単価の上限（万円/月）：単価の上限は下限以上にしてください');
    expect(bodies[0]).toEqual({
      name: '決済基盤の刷新',
      rate_min: 800_000,
      rate_max: 700_000,
      rate_detail: '70〜80万円/月',
      area_ids: [13, 48],
      area_detail: null,
      biz_category_id: 3,
      system_type: null,
      job_type: null,
      contract_type_id: null,
      remote_level: 2,
      weekly_days_min: 3,
      weekly_days_max: null,
      must_have_requirements: 'Javaの設計経験',
      nice_to_have_requirements: null,
      detail: null,
      working_hours: null,
      settlement_range: null,
      interview_count: null,
      start_date: '2027-01-04',
      client_name: '株式会社サンプル決済',
      client_url: 'https://pay.example/',
      closes_on: '2027-03-31',
      tag_ids: [5, 7],
      is_featured: false,
      status: 'published',
      published_at: null,
      guessed_fields: [],
      internal_note: null,
    });
    // Nothing typed is lost: areas, tags and their order, the texts.
    expect(within(areas).getByRole('checkbox', { name: 'リモート' })).toBeChecked();
    expect(within(areas).getByRole('checkbox', { name: '東京都' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: '選択中のタグ' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Go', 'AWS']);
    expect(screen.getByLabelText(/^必須要件/)).toHaveValue('Javaの設計経験');

    fireEvent.change(screen.getByLabelText(/^単価の上限/), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'この案件を公開しますか？' })).getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('公開しました。')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ rate_max: 850_000, status: 'published' });
  });

  it('ends a published listing with its id and version after confirming; the page links the public page', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderResource(itemResource, '/admin/item/edit/41', {
      routes: {
        ...masters,
        'GET /api/admin/item/edit-info/41': editInfo(),
        'GET /api/admin/item/search': page([]),
        'POST /api/admin/item/register': ({ body }: { body: Record<string, unknown> }) => {
          bodies.push(body);
          return editInfo({ status: 'ended', listing_status: 'ended', version: 4 });
        },
      },
    });
    expect(await screen.findByLabelText(/^単価の下限/)).toHaveValue(60);
    expect(screen.getByRole('link', { name: /\/item\/detail\/41/ })).toHaveAttribute('href', '/item/detail/41');
    expect(screen.queryByRole('button', { name: '公開する' })).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'エリア' })).getByRole('checkbox', { name: '東京都' })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: '募集終了にする' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'この案件の募集を終了しますか？' });
    expect(dialog).toHaveTextContent('案件ページに「募集終了」と表示します。');
    fireEvent.click(within(dialog).getByRole('button', { name: '募集終了にする' }));
    expect(await screen.findByText('募集を終了しました。')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      id: 41,
      version: 3,
      status: 'ended',
      rate_min: 600_000,
      area_ids: [13],
      tag_ids: [5, 7],
      remote_level: 1,
      biz_category_id: 2,
      contract_type_id: 1,
      published_at: '2026-11-20T10:00',
    });
  });

  it('names the history\'s stored values by what they are: rates in 円, the form\'s labels for the rest', async () => {
    const history: Schemas['AuditLogRowDto'][] = [
      {
        id: 5,
        action: 'update',
        action_label: '更新',
        changes: { rate_min: { before: 600_000, after: 650_000 }, name: { before: '旧案件名', after: '大手ECサイトのバックエンド開発' } },
        created_at: '2026-11-26T04:40:00.000Z',
        record_id: 41,
        resource: 'item',
        staff_id: 1,
        staff_name: '管理 太郎',
      },
    ];
    renderResource(itemResource, '/admin/item/edit/41', { history, routes: { ...masters, 'GET /api/admin/item/edit-info/41': editInfo() } });
    const section = await screen.findByRole('region', { name: '変更履歴' });
    const changes = (await within(section).findAllByRole('listitem')).map((li) => li.textContent);
    expect(changes).toContain('単価の下限（円/月）：600000 → 650000');
    expect(changes).toContain('案件名：旧案件名 → 大手ECサイトのバックエンド開発');
  });

  it('deletes a listing from its page after confirming', async () => {
    const deleted: unknown[] = [];
    const { router } = renderResource(itemResource, '/admin/item/edit/41', {
      routes: {
        ...masters,
        'GET /api/admin/item/edit-info/41': editInfo(),
        'GET /api/admin/item/search': page([]),
        'POST /api/admin/item/delete': ({ body }: { body: unknown }) => {
          deleted.push(body);
          return { ids: [41] };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '「大手ECサイトのバックエンド開発」を削除しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 41 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/item'));
  });

  it('makes a draft from a pasted mail and opens it with every guessed field marked 要確認 and what it was read from', async () => {
    const mails: unknown[] = [];
    const draft = editInfo({
      id: 77,
      version: 1,
      name: 'Java案件',
      status: 'draft',
      listing_status: 'draft',
      listing_status_label: '下書き',
      published_at: null,
      rate_detail: '60〜70万円/月',
      tags: [{ id: 5, term: 'Go' }],
      tag_ids: [5],
      guessed_fields: ['rate_min', 'rate_max', 'rate_detail', 'tag_ids'],
      internal_note: '【メールから作成した下書き】2026-11-26',
    });
    const registers: Record<string, unknown>[] = [];
    const { router } = renderResource(itemResource, '/admin/item/register-email-temporary', {
      routes: {
        ...masters,
        'POST /api/admin/item/register-email-temporary': ({ body }: { body: unknown }) => {
          mails.push(body);
          return mails.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { mail: ['メールの本文を入力してください'] } })
            : {
                item: draft,
                guessed_fields: draft.guessed_fields,
                guesses: [
                  { field: 'rate_min', source: '【単価】60〜70万円' },
                  { field: 'tag_ids', source: '【スキル】Go' },
                ],
                notes: ['期間: 12月〜長期'],
              };
        },
        'GET /api/admin/item/edit-info/77': draft,
        'POST /api/admin/item/register': ({ body }: { body: Record<string, unknown> }) => {
          registers.push(body);
          return reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { guessed_fields: ['要確認の項目を確認してから公開してください'] } });
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'メールから下書き作成' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下書きを作成する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('案件メールの本文：メールの本文を入力してください');
    const mail = '【案件名】Java案件\n【単価】60〜70万円\n【スキル】Go';
    fireEvent.change(screen.getByLabelText(/^案件メールの本文/), { target: { value: mail } });
    fireEvent.click(screen.getByRole('button', { name: '下書きを作成する' }));
    expect(await screen.findByText('下書きを作成しました。要確認の項目を確かめてから公開してください。')).toBeInTheDocument();
    expect(mails[1]).toEqual({ mail });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/item/edit/77'));

    const review = await screen.findByRole('note', { name: '要確認の項目' });
    expect(review).toHaveTextContent('自動で読み取った項目が 4 件あります。');
    expect(within(review).getAllByRole('button').map((b) => b.textContent)).toEqual(['単価の下限（万円/月）', '単価の上限（万円/月）', '単価の表示', 'タグ']);
    const readings = screen.getByRole('region', { name: 'メールから読み取った内容' });
    expect(readings).toHaveTextContent('単価の下限（万円/月）【単価】60〜70万円');
    expect(readings).toHaveTextContent('期間: 12月〜長期');
    expect(screen.getByRole('button', { name: '単価の表示を確認済みにする' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '案件名を確認済みにする' })).toBeNull();

    // Publishing with fields left to check: the API's refusal is said at the top; the marks stay.
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'この案件を公開しますか？' })).getByRole('button', { name: '公開する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('要確認の項目を確認してから公開してください');
    expect(registers[0]).toMatchObject({ id: 77, version: 1, status: 'published', guessed_fields: ['rate_min', 'rate_max', 'rate_detail', 'tag_ids'] });

    for (const label of ['単価の下限（万円/月）', '単価の上限（万円/月）', '単価の表示', 'タグ']) {
      fireEvent.click(screen.getByRole('button', { name: `${label}を確認済みにする` }));
    }
    await waitFor(() => expect(screen.queryByRole('note', { name: '要確認の項目' })).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    });
    await waitFor(() => expect(registers).toHaveLength(2));
    expect(registers[1]).toMatchObject({ status: 'draft', guessed_fields: [] });
  });
});
