import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, makeUserInfo, userInfoRoute } from '../test-member';

const UPDATE = '/api/front/update-user-info';
const LISTS = {
  'GET /api/front/get-prefacture-list': { prefectures: [{ id: 13, name: '東京都' }, { id: 27, name: '大阪府' }] },
  'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '準委任' }, { id: 2, name: '請負' }] },
  'GET /api/front/get-area-list': { areas: [{ id: 13, name: '東京都' }, { id: 27, name: '大阪府' }, { id: 48, name: 'リモート' }] },
  'GET /api/front/get-suggested-tag-list': ({ url }: { url: string }) => {
    const keyword = new URL(url, 'http://localhost').searchParams.get('keyword') ?? '';
    const tags = [{ id: 5, term: 'Java' }, { id: 6, term: 'JavaScript' }, { id: 9, term: 'Go' }];
    return { tags: tags.filter((t) => t.term.toLowerCase().includes(keyword.toLowerCase())) };
  },
};

/** Every timer stays real (the typeahead's pause, waitFor); only Date is faked where a test fixes the day. */
const TIMERS: Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake'] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'];

/** The labelled field `name` (its label is the name, then 必須 when required). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(必須)?$`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登録情報を更新する' }));

async function renderEditPage(routes: Record<string, unknown>) {
  const mocked = mockFetch({ ...LISTS, ...routes });
  renderAccount('/user/edit');
  await screen.findByRole('checkbox', { name: 'リモート' });
  await screen.findByRole('option', { name: '大阪府' });
  return mocked;
}

describe('/user/edit', () => {
  withXsrfCookie();
  afterEach(() => {
    jest.useRealTimers();
    act(() => setSession(null));
  });

  it('is filled from get-user-info, grouped, under my page', async () => {
    await renderEditPage(
      userInfoRoute({
        sex: 2,
        contract_types: '2',
        desired_area_ids: '48',
        desired_rate_man: 70,
        desired_remote_level: 2,
        station: '渋谷駅',
        skills: [{ tag_id: 5, term: 'Java', experience_years: 4 }],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: '登録情報の編集' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
    for (const group of ['基本情報', '連絡先', '希望条件', 'スキル']) expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(field('姓')).toHaveValue('山田');
    expect(field('セイ')).toHaveValue('ヤマダ');
    expect(field('性別')).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: '年' })).toHaveValue('1990');
    expect(field('都道府県')).toHaveValue('13');
    expect(field('最寄り駅')).toHaveValue('渋谷駅');
    expect(screen.getByRole('checkbox', { name: '請負' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'リモート' })).toBeChecked();
    expect(field('希望単価（万円/月）')).toHaveValue('70');
    expect(screen.getByRole('radio', { name: 'フルリモート' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Javaの経験年数' })).toHaveValue('4');
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();
  });

  it('adds a skill from the typeahead, sets its years, removes another, and saves: 登録情報を更新しました', async () => {
    const saved = makeUserInfo({
      last_name: '佐藤',
      station: '梅田駅',
      prefecture_id: 27,
      desired_rate_man: 80,
      desired_remote_level: null,
      desired_area_ids: '27',
      skills: [{ tag_id: 9, term: 'Go', experience_years: 0 }],
      completeness: 92,
    });
    const { calls } = await renderEditPage({ ...userInfoRoute({ skills: [{ tag_id: 5, term: 'Java', experience_years: 4 }] }), [`POST ${UPDATE}`]: { user: saved } });
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));

    const box = screen.getByRole('combobox', { name: 'スキルを追加' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ｇｏ' } });
    expect(await screen.findByRole('option', { name: 'Go' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Go' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('');
    expect(screen.getByText('Goを追加しました。経験年数を選んでください。')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Goの経験年数' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Javaを削除' }));
    expect(screen.queryByRole('combobox', { name: 'Javaの経験年数' })).not.toBeInTheDocument();
    // The focus stays in the list (on the remaining skill's button), not lost to the page.
    expect(screen.getByRole('button', { name: 'Goを削除' })).toHaveFocus();

    type('姓', '佐藤');
    type('最寄り駅', '梅田駅');
    type('都道府県', '27');
    type('希望単価（万円/月）', '８０');
    fireEvent.click(screen.getByRole('checkbox', { name: '大阪府' }));
    submit();

    expect(await screen.findByText('登録情報を更新しました')).toHaveAttribute('role', 'status');
    expect(screen.getByText('登録情報を更新しました')).toHaveFocus();
    const [body] = postedTo(calls, UPDATE) as Record<string, unknown>[];
    expect(body).toMatchObject({
      last_name: '佐藤',
      station: '梅田駅',
      prefecture_id: 27,
      desired_rate_man: 80,
      desired_area_ids: '27',
      skills: [{ tag_id: 9, experience_years: 0 }],
    });
    expect(body).not.toHaveProperty('user_id');
    expect(body).not.toHaveProperty('desired_remote_level');
    // The form shows what was saved; the session's name follows.
    expect(screen.getByRole('combobox', { name: 'Goの経験年数' })).toHaveValue('0');
    expect(getSession().last_name).toBe('佐藤');
  });

  it('checks before posting: hiragana kana and an under-18 birth date, focus on the first, nothing lost', async () => {
    // Only the clock's date is fixed (mid-June in Japan), so that 31 December of (this year − 18) is under 18 whatever the day.
    jest.useFakeTimers({ now: new Date('2026-06-15T03:00:00Z'), doNotFake: TIMERS });
    const { calls } = await renderEditPage(userInfoRoute());
    type('セイ', 'やまだ');
    type('最寄り駅', '新宿駅');
    fireEvent.change(screen.getByRole('combobox', { name: '年' }), { target: { value: '2008' } });
    fireEvent.change(screen.getByRole('combobox', { name: '月' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: '日' }), { target: { value: '31' } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    // The two kana hints, and the error under セイ.
    expect(screen.getAllByText('全角カタカナで入力してください')).toHaveLength(3);
    expect(field('セイ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('18歳未満の方はご登録いただけません')).toBeInTheDocument();
    expect(field('セイ')).toHaveFocus();
    expect(field('セイ')).toHaveValue('やまだ');
    expect(field('最寄り駅')).toHaveValue('新宿駅');
    expect(postedTo(calls, UPDATE)).toEqual([]);
    jest.useRealTimers();
  });

  it('shows the server’s field errors under their fields, a skill’s under its years, and keeps what was typed', async () => {
    await renderEditPage({
      ...userInfoRoute({ skills: [{ tag_id: 5, term: 'Java', experience_years: 4 }, { tag_id: 9, term: 'Go', experience_years: 2 }] }),
      [`POST ${UPDATE}`]: reply(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad Request',
        errors: { 'skills.1.experience_years': ['50以下の値を入力してください'], station: ['100文字以内で入力してください'] },
      }),
    });
    type('最寄り駅', '東京駅');
    submit();
    expect(await screen.findByText('50以下の値を入力してください')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Goの経験年数' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Javaの経験年数' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('100文字以内で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    await waitFor(() => expect(field('最寄り駅')).toHaveFocus());
    expect(field('最寄り駅')).toHaveValue('東京駅');
    expect(screen.queryByText('登録情報を更新しました')).not.toBeInTheDocument();
  });

  it('a skill already on the list is offered as 追加済み and not added twice', async () => {
    await renderEditPage(userInfoRoute({ skills: [{ tag_id: 5, term: 'Java', experience_years: null }] }));
    const box = screen.getByRole('combobox', { name: 'スキルを追加' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'java' } });
    const taken = await screen.findByRole('option', { name: 'Java（追加済み）' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(taken);
    expect(screen.getAllByRole('combobox', { name: 'Javaの経験年数' })).toHaveLength(1);
    // Typing on: until the new answer arrives, the list keeps only the terms that still match.
    fireEvent.change(box, { target: { value: 'javas' } });
    expect(screen.queryByRole('option', { name: 'Java（追加済み）' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'JavaScript' }));
    expect(screen.getByRole('combobox', { name: 'JavaScriptの経験年数' })).toHaveValue('');
  });

  it('not logged in: to /login?next=/user/edit', async () => {
    mockFetch({ ...LISTS, ...loggedOutRoute() });
    renderAccount('/user/edit');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fuser%2Fedit'));
  });
});
