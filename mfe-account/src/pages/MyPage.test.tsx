import { act, screen, within } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, renderAccount } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

describe('/user (my page)', () => {
  afterEach(() => act(() => setSession(null)));

  it('greets the member and shows the completeness as a progress bar with the missing fields', async () => {
    mockFetch(userInfoRoute({ completeness: 75, missing_fields: ['最寄り駅', '希望単価', 'スキル'] }));
    renderAccount('/user');
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(await screen.findByText('山田 太郎 さん')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'プロフィールの入力率' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: '未入力の項目' });
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['最寄り駅', '希望単価', 'スキル']);
    expect(screen.getByRole('link', { name: '未入力の項目を入力する' })).toHaveAttribute('href', '/user/edit');
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();
    expect(screen.getByText('2026年11月1日')).toBeInTheDocument();
  });

  it('a complete profile says so and lists no missing field', async () => {
    mockFetch(userInfoRoute({ completeness: 100, missing_fields: [] }));
    renderAccount('/user');
    expect(await screen.findByText('すべての項目が入力されています。')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('list', { name: '未入力の項目' })).not.toBeInTheDocument();
  });

  it('links to every page of the menu (all served since issue 13; MyPageMenu.test covers a planned one)', async () => {
    mockFetch(userInfoRoute());
    renderAccount('/user');
    const menu = await screen.findByRole('navigation', { name: 'マイページメニュー' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['検討中の案件', '/considers'],
        ['エントリー履歴', '/user/entry'],
        ['登録情報の編集', '/user/edit'],
        ['メールアドレスの変更', '/user/edit/email'],
        ['パスワードの変更', '/user/password/reset/mail'],
        ['退会', '/user/delete'],
        ['スキルにマッチした案件', '/user-skill-matching-item'],
      ]),
    );
    expect(within(menu).queryByText('準備中')).not.toBeInTheDocument();
  });

  it('shows the expected rate from the member’s skills, with the way to the listings behind it', async () => {
    mockFetch({
      ...userInfoRoute(),
      'GET /api/front/get-user-market-rate-estimate': {
        has_skills: true,
        skills: [{ id: 3, term: 'Java', experience_years: 6 }],
        count: 120,
        reliable: true,
        median: 750000,
        lower_quartile: 680000,
        upper_quartile: 820000,
        min_listings: 20,
      },
    });
    renderAccount('/user');
    const heading = await screen.findByRole('heading', { name: 'あなたの想定単価' });
    const card = heading.parentElement!;
    expect(card).toHaveTextContent('月額 75万円 前後');
    expect(card).toHaveTextContent('68万円〜82万円');
    expect(card).toHaveTextContent('あなたのスキル（Java）を求める公開中の案件 120件の単価から');
    expect(within(card).getByRole('link', { name: 'スキルにマッチした案件を見る' })).toHaveAttribute('href', '/user-skill-matching-item');
  });

  it('shows an e-mail change in progress', async () => {
    mockFetch(userInfoRoute({ pending_email: 'new@example.com' }));
    renderAccount('/user');
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText(/メールアドレスの変更をお申し込み済みです/)).toBeInTheDocument();
  });

  it('not logged in: to /login?next=/user, and the stored session is cleared', async () => {
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));
    mockFetch(loggedOutRoute());
    renderAccount('/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?next=%2Fuser');
    expect(getSession().id).toBe(0);
  });

  it('another failure offers to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({});
    renderAccount('/user');
    expect(await screen.findByRole('alert')).toHaveTextContent('会員情報を読み込めませんでした。');
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    error.mockRestore();
  });
});
