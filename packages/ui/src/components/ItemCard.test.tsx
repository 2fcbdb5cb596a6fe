import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@er/router';
import { CookieShortlistStorage, setShortlistStorage } from '@er/app-state';
import { makeItem } from '../../test/mock-fetch';
import { CONFIRM_UNMARK, ItemCard } from './ItemCard';

function renderCard(item: ReturnType<typeof makeItem>, keepMarkOnRemove = false) {
  return render(
    <MemoryRouter>
      <ItemCard item={item} keepMarkOnRemove={keepMarkOnRemove} />
    </MemoryRouter>,
  );
}

describe('ItemCard', () => {
  beforeEach(async () => {
    document.cookie = 'consider=; path=/; max-age=0';
    await setShortlistStorage(new CookieShortlistStorage(document));
  });
  afterEach(() => jest.restoreAllMocks());

  it('compact: title, rate, one line of place/remote/days, at most 5 tag chips then 「+N」, no long text', () => {
    const tags = Array.from({ length: 7 }, (_, i) => ({ id: 100 + i, term: `タグ${i}` }));
    renderCard(makeItem({ id: 42, name: 'Go案件', is_new: true, tags, tag_count: 9, remote_label: 'フルリモート', weekly_days_min: 3, weekly_days_max: 5 }));
    expect(screen.getByRole('heading', { name: 'Go案件' })).toBeInTheDocument();
    expect(screen.getByText('新着')).toBeInTheDocument();
    expect(screen.getByText('〜80万円/月')).toHaveClass('er-item-card__rate');
    expect(screen.getByText('フルリモート').closest('p')).toHaveTextContent(/^東京都フルリモート週3〜5日渋谷駅$/);
    const tagList = screen.getByRole('list', { name: 'タグ' });
    const tagLinks = within(tagList).getAllByRole('link');
    expect(tagLinks).toHaveLength(5);
    expect(tagLinks[0]).toHaveAttribute('href', '/item/tag/100');
    expect(within(tagList).getByText('+4')).toBeInTheDocument();
    expect(within(tagList).getByText('ほか4件のタグ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go案件の詳細を見る' })).toHaveAttribute('href', '/item/detail/42');
    expect(screen.queryByText(/TypeScriptでの開発経験/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ECサイトの開発/)).not.toBeInTheDocument();
  });

  it('no 「+N」 chip when every tag is shown', () => {
    renderCard(makeItem({ id: 43, tags: [{ id: 1, term: 'Java' }] }));
    expect(within(screen.getByRole('list', { name: 'タグ' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('the card\'s shortlist star keeps its name (☆ 検討する / ★ 検討中) and says what it does on hover', () => {
    renderCard(makeItem({ id: 45 }));
    const star = screen.getByRole('button', { name: '☆ 検討する' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveAttribute('title', '検討中に追加');
    fireEvent.click(star);
    expect(screen.getByRole('button', { name: '★ 検討中' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reference (past listings of the error views, SPEC §2): adds the industry, required skills and description', () => {
    render(
      <MemoryRouter>
        <ItemCard item={makeItem({ id: 44 })} variant="reference" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Web')).toBeInTheDocument();
    expect(screen.getByText('必須スキル：TypeScriptでの開発経験')).toBeInTheDocument();
    expect(screen.getByText('ECサイトの開発')).toBeInTheDocument();
  });

  it('an ended listing shows 募集終了 instead of 新着', () => {
    const { container } = renderCard(makeItem({ id: 3, is_new: true, is_ended: true }));
    expect(screen.getByText('募集終了')).toBeInTheDocument();
    expect(screen.queryByText('新着')).not.toBeInTheDocument();
    expect(container.querySelector('.er-item-card.is-ended')).not.toBeNull();
  });

  it('has no 新着 badge when the item is not new', () => {
    renderCard(makeItem({ id: 1 }));
    expect(screen.queryByText('新着')).not.toBeInTheDocument();
  });

  it('marks without asking, and unmarks only after confirmation', () => {
    renderCard(makeItem({ id: 8 }));
    const confirm = jest.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('button', { name: '☆ 検討する' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(document.cookie).toContain('consider=8');

    confirm.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '★ 検討中' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_UNMARK);
    expect(document.cookie).toContain('consider=8');

    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: '★ 検討中' }));
    expect(document.cookie).not.toContain('consider=8');
    expect(screen.getByRole('button', { name: '☆ 検討する' })).toBeInTheDocument();
  });

  it('keeps the mark visually on the shortlist page after removal (SPEC §4)', () => {
    document.cookie = 'consider=3,4; path=/';
    void setShortlistStorage(new CookieShortlistStorage(document));
    renderCard(makeItem({ id: 3 }), true);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: '★ 検討中' }));
    expect(document.cookie).toContain('consider=4');
    expect(screen.getByRole('button', { name: '★ 検討中' })).toBeInTheDocument();
  });
});
