import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { makeItem, mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CONFIRM_WITHDRAW } from './EntryHistoryPage';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

const LIST = '/api/front/item/get-enterd-item-list';
const WITHDRAW = '/api/front/withdraw-entry';

type Status = 'applied' | 'screening' | 'withdrawn';
const LABELS: Record<Status, string> = { applied: 'エントリー済み', screening: '書類選考中', withdrawn: '辞退' };
function makeEntry(id: number, status: Status, over: Record<string, unknown> = {}) {
  return {
    id,
    item_id: id * 10,
    item: makeItem({ id: id * 10, name: `案件${id}` }),
    entered_at: '2026-11-24T16:30:00.000Z',
    status,
    status_label: LABELS[status],
    validity: 0,
    validity_label: '有効',
    skill_sheet: null,
    message: null,
    desired_start_date: null,
    can_withdraw: status === 'applied',
    history: [
      { status: 'applied', status_label: 'エントリー済み', changed_by: 'member', changed_at: '2026-11-24T16:30:00.000Z' },
      ...(status === 'applied' ? [] : [{ status, status_label: LABELS[status], changed_by: status === 'withdrawn' ? 'member' : 'staff', changed_at: '2026-11-26T01:00:00.000Z' }]),
    ],
    ...over,
  };
}

const row = (name: string) => screen.getByRole('article', { name: `${name}へのエントリー` });

describe('/user/entry', () => {
  withXsrfCookie();
  beforeEach(() => act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' })));
  afterEach(() => {
    act(() => setSession(null));
    jest.restoreAllMocks();
  });

  it('lists the entries newest first with the card, the day in Japan, the skill sheet and the status', async () => {
    mockFetch({
      ...userInfoRoute(),
      [`GET ${LIST}`]: {
        entries: [
          makeEntry(2, 'applied', { skill_sheet: { id: 5, name: '職務経歴書.xlsx', deleted: false } }),
          makeEntry(1, 'screening', { skill_sheet: { id: 4, name: '古い経歴書.pdf', deleted: true }, item: null }),
        ],
      },
    });
    renderAccount('/user/entry');
    expect(screen.getByRole('heading', { level: 1, name: 'エントリー履歴' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: '案件2へのエントリー' });
    expect(within(first).getByRole('link', { name: '案件2' })).toHaveAttribute('href', '/item/detail/20');
    expect(within(first).getAllByText('2026年11月25日').length).toBeGreaterThan(0);
    expect(within(first).getByText('職務経歴書.xlsx')).toBeInTheDocument();
    expect(within(first).getAllByText('エントリー済み').length).toBeGreaterThan(0);
    expect(within(first).getByRole('button', { name: 'エントリーを取り下げる' })).toBeInTheDocument();
    const second = row('削除された案件');
    expect(within(second).getByText('古い経歴書.pdf（削除済み）')).toBeInTheDocument();
    // The status history: each step, its day in Japan and who moved it.
    const steps = within(second).getByRole('region', { name: '選考状況の履歴' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['エントリー済み2026年11月25日ご本人', '書類選考中2026年11月26日担当者が更新']);
    expect(within(second).getAllByText('書類選考中').length).toBeGreaterThan(0);
    expect(within(second).queryByRole('button', { name: 'エントリーを取り下げる' })).not.toBeInTheDocument();
    const rows = screen.getAllByRole('article', { name: /へのエントリー$/ }).map((a) => a.getAttribute('aria-labelledby'));
    expect(rows).toEqual(['entry-2-title', 'entry-1-title']);
  });

  it('withdraws after the confirm dialog: the status becomes 辞退 in place and the button goes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = mockFetch({
      ...userInfoRoute(),
      [`GET ${LIST}`]: { entries: [makeEntry(3, 'applied')] },
      [`POST ${WITHDRAW}`]: { entry: { ...makeEntry(3, 'withdrawn'), history: [] } },
    });
    renderAccount('/user/entry');
    const button = await screen.findByRole('button', { name: 'エントリーを取り下げる' });
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(CONFIRM_WITHDRAW);
    expect(postedTo(calls, WITHDRAW)).toEqual([]);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'エントリーを取り下げる' })).not.toBeInTheDocument());
    expect(within(row('案件3')).getAllByText('辞退').length).toBeGreaterThan(0);
    expect(postedTo(calls, WITHDRAW)).toEqual([{ id: 3 }]);
  });

  it('a withdrawal the API refuses (screening started meanwhile): its message', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    mockFetch({
      ...userInfoRoute(),
      [`GET ${LIST}`]: { entries: [makeEntry(4, 'applied')] },
      [`POST ${WITHDRAW}`]: reply(409, {
        statusCode: 409,
        code: 'ENTRY_NOT_WITHDRAWABLE',
        message: 'このエントリーは選考が始まっているため、ここからは辞退できません。お手数ですが、担当者までご連絡ください。',
        errors: {},
      }),
    });
    renderAccount('/user/entry');
    fireEvent.click(await screen.findByRole('button', { name: 'エントリーを取り下げる' }));
    expect(await screen.findByText(/選考が始まっているため/)).toBeInTheDocument();
  });

  it('no entries yet: says so with a link to the search', async () => {
    mockFetch({ ...userInfoRoute(), [`GET ${LIST}`]: { entries: [] } });
    renderAccount('/user/entry');
    expect(await screen.findByText('まだエントリーした案件はありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '案件を探す' })).toHaveAttribute('href', '/item/search');
  });

  it('not logged in: to /login?next=/user/entry', async () => {
    mockFetch(loggedOutRoute());
    renderAccount('/user/entry');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fuser%2Fentry'));
  });
});
