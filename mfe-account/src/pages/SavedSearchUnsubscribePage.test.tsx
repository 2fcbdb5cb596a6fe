import { screen } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const UNSUBSCRIBE = '/api/front/saved-search/unsubscribe-saved-search-mail';

describe('/user/saved-search/unsubscribe (issue 13)', () => {
  withXsrfCookie();

  it('stops the mail of the link\'s saved search without logging in, once (StrictMode), and says so in Japanese', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, [`POST ${UNSUBSCRIBE}`]: { scope: 'search', label: 'Java・東京都' } });
    renderAccount('/user/saved-search/unsubscribe?token=s5.abc');
    expect(await screen.findByRole('heading', { level: 1, name: '新着案件メールの配信を停止しました' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('検索条件「Java・東京都」の新着案件のお知らせメールを停止しました。');
    expect(postedTo(calls, UNSUBSCRIBE)).toEqual([{ token: 's5.abc' }]);
    expect(screen.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/user');
  });

  it('the "all" link stops every saved search\'s mail', async () => {
    mockFetch({ ...CSRF_COOKIE, [`POST ${UNSUBSCRIBE}`]: { scope: 'member', label: null } });
    renderAccount('/user/saved-search/unsubscribe?token=m7.abc');
    expect(await screen.findByRole('heading', { level: 1, name: '新着案件メールの配信を停止しました' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('保存したすべての検索条件について、新着案件のお知らせメールを停止しました。');
  });

  it('an altered link: the server\'s message and the way to my page', async () => {
    const message = '配信停止のリンクが正しくありません。メールに記載されたURLを、途中で切れていないかご確認のうえ開き直してください。';
    mockFetch({ ...CSRF_COOKIE, [`POST ${UNSUBSCRIBE}`]: reply(400, { statusCode: 400, code: 'SAVED_SEARCH_UNSUBSCRIBE_INVALID', message, errors: {} }) });
    renderAccount('/user/saved-search/unsubscribe?token=s5.bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'マイページで受け取り設定を変更する' })).toHaveAttribute('href', '/user');
  });

  it('no token: the invalid-link view without asking the API', async () => {
    const { calls } = mockFetch(CSRF_COOKIE);
    renderAccount('/user/saved-search/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: '配信停止のリンクが無効です' })).toBeInTheDocument();
    expect(postedTo(calls, UNSUBSCRIBE)).toEqual([]);
  });
});
