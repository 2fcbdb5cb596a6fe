/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The member list's CSV downloads (issue 16): 「CSVダウンロード」 is a link to member/get-csv with the list's
// filters, tab and order (no page); 「分割ダウンロード」 asks member/chunk-download for the parts of the chosen size
// and lists each as a link; viewers are offered neither (the API's 'write' level).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { renderResource } from '../test-support/fake-resource';
import { memberResource } from './member';

const page = { items: [] as Schemas['AdminMemberRowDto'][], total: 0, page: 1, per_page: 50, last_page: 1, progress_counts: [] };
const routes = (chunkUrls: string[] = []) => ({
  'GET /api/admin/member/search': page,
  'GET /api/admin/prefacture/get': { prefectures: [{ id: 13, name: '東京都' }] },
  'GET /api/admin/member/chunk-download': ({ url }: { url: string }) => {
    chunkUrls.push(url);
    const size = Number(new URL(url, 'http://x').searchParams.get('size'));
    const total = 25_000;
    const count = Math.ceil(total / size);
    return {
      total,
      size,
      parts: Array.from({ length: count }, (_, i) => ({ part: i + 1, from: i * size + 1, to: Math.min(total, (i + 1) * size), file_name: `会員一覧_20261126_${i + 1}of${count}.csv` })),
    };
  },
});
const paramsOf = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

describe('member CSV downloads', () => {
  it('links the whole list as filtered and sorted, without the page', async () => {
    renderResource(memberResource, '/admin/member?progress=1&keyword=%E5%B1%B1%E7%94%B0&sort=email&order=asc&page=2', { role: 'editor', routes: routes() });
    const link = await screen.findByRole('link', { name: 'CSVダウンロード' });
    expect(link).toHaveAttribute('download');
    expect(new URL(link.getAttribute('href')!, 'http://x').pathname).toBe('/api/admin/member/get-csv');
    expect(paramsOf(link.getAttribute('href'))).toEqual({ progress: '1', keyword: '山田', sort: 'email', order: 'asc' });
  });

  it('lists the parts of the chosen size, each a download of its part', async () => {
    const chunkUrls: string[] = [];
    renderResource(memberResource, '/admin/member?impression=4', { role: 'owner', routes: routes(chunkUrls) });
    fireEvent.click(await screen.findByRole('button', { name: '分割ダウンロード' }));
    const dialog = await screen.findByRole('dialog', { name: '分割ダウンロード' });
    expect(await within(dialog).findByText('全25,000件を3ファイルに分けます。')).toBeInTheDocument();
    const links = within(within(dialog).getByRole('list', { name: '分割したファイル' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '会員一覧_20261126_1of3.csv（1〜10,000件目）',
      '会員一覧_20261126_2of3.csv（10,001〜20,000件目）',
      '会員一覧_20261126_3of3.csv（20,001〜25,000件目）',
    ]);
    expect(paramsOf(links[2].getAttribute('href'))).toMatchObject({ impression: '4', size: '10000', part: '3' });
    expect(paramsOf(chunkUrls[0])).toMatchObject({ impression: '4', size: '10000' });
    expect(paramsOf(chunkUrls[0]).part).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('1ファイルの件数'), { target: { value: '5000' } });
    expect(await within(dialog).findByText('全25,000件を5ファイルに分けます。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers neither to a viewer', async () => {
    const { calls, queryClient } = renderResource(memberResource, '/admin/member', { role: 'viewer', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: '会員一覧' })).toBeInTheDocument();
    // The role is known (the login check answered) before looking for what it is not offered.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/login-check') && queryClient.isFetching() === 0).toBe(true));
    expect(screen.queryByRole('link', { name: 'CSVダウンロード' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '分割ダウンロード' })).not.toBeInTheDocument();
  });
});
