import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@er/router';
import type { Schemas } from '@er/api-client';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { LocationProbe, facets, lastQuery, makeItem, refineGroups } from '../../test/helpers';
import ItemsRoutes from '../Routes';

const SEARCH = '/api/front/item/get-search-user-skill-matching-item-list';
const ESTIMATE = '/api/front/get-user-market-rate-estimate';
const REFINE = '/api/front/get-searchpage-refine-tags';

type Result = Schemas['SkillMatchingSearchResultDto'];
const skills = [
  { id: 3, term: 'Java', experience_years: 5 },
  { id: 8, term: 'Spring Boot', experience_years: null },
];

function matched(over: Partial<Result> = {}): Result {
  const items = [
    { ...makeItem({ id: 1, name: 'Java案件A' }), match: { matched_skills: [skills[0], skills[1]].map(({ id, term }) => ({ id, term })), reasons: ['Java・Spring Boot が一致', '希望単価（70万円）以上'] } },
    { ...makeItem({ id: 2, name: 'Java案件B' }), match: { matched_skills: [{ id: 3, term: 'Java' }], reasons: ['Java が一致'] } },
  ];
  return { has_skills: true, skills, items, total: 2, page: 1, per_page: 20, last_page: 1, facets: facets(), ...over };
}

const estimate = { has_skills: true, skills, count: 42, reliable: true, median: 720000, lower_quartile: 650000, upper_quartile: 805000, min_listings: 20 };

function render(route = '/user-skill-matching-item') {
  return renderWithProviders(
    <>
      <ItemsRoutes />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route },
  );
}

describe('/user-skill-matching-item', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the matches best first with their reasons, the member’s skills and the expected rate', async () => {
    mockFetch({ [`GET ${SEARCH}`]: matched(), [`GET ${ESTIMATE}`]: estimate, [`GET ${REFINE}`]: refineGroups });
    render();
    await screen.findByRole('heading', { name: 'Java案件A' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('スキルにマッチした案件 2件');
    const first = screen.getByRole('heading', { name: 'Java案件A' }).closest('article, section, div.er-card, [aria-labelledby]') as HTMLElement;
    expect(within(first).getByRole('list', { name: 'マッチした理由' })).toHaveTextContent('Java・Spring Boot が一致希望単価（70万円）以上');
    expect(screen.getByText(/あなたのスキル：/)).toHaveTextContent('あなたのスキル：Java（5年）、Spring Boot');
    expect(screen.getByRole('link', { name: 'スキル・希望条件を編集する' })).toHaveAttribute('href', '/user/edit');
    const card = await screen.findByRole('heading', { name: 'あなたの想定単価' });
    expect(card.parentElement).toHaveTextContent('月額 72万円 前後');
    expect(card.parentElement).toHaveTextContent('65万円〜80.5万円');
    expect(card.parentElement).toHaveTextContent('公開中の案件 42件');
    // Match order is the default, so the URL has no sort; 新着順 is written out.
    expect(lastQuery(SEARCH).get('sort')).toBeNull();
    fireEvent.change(screen.getByLabelText('並び替え'), { target: { value: 'new' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-skill-matching-item?sort=new'));
    await waitFor(() => expect(lastQuery(SEARCH).get('sort')).toBe('new'));
    fireEvent.change(screen.getByLabelText('並び替え'), { target: { value: 'match' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-skill-matching-item$/));
  });

  it('says the estimate is unreliable instead of giving a figure from too few listings', async () => {
    mockFetch({
      [`GET ${SEARCH}`]: matched(),
      [`GET ${ESTIMATE}`]: { ...estimate, count: 7, reliable: false, median: null, lower_quartile: null, upper_quartile: null },
      [`GET ${REFINE}`]: refineGroups,
    });
    render();
    const card = await screen.findByRole('heading', { name: 'あなたの想定単価' });
    expect(card.parentElement).toHaveTextContent('7件と少ないため、信頼できる想定単価を算出できません（20件以上で表示します）');
    expect(card.parentElement).not.toHaveTextContent('万円');
  });

  it('asks a member without skills to add them', async () => {
    mockFetch({ [`GET ${SEARCH}`]: matched({ has_skills: false, skills: [], items: [], total: 0 }), [`GET ${REFINE}`]: refineGroups });
    render();
    expect(await screen.findByRole('heading', { name: 'スキルが登録されていません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'スキルを登録する' })).toHaveAttribute('href', '/user/edit');
  });

  it('sends a visitor who is not logged in to the login page, back here afterwards', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // the remote's own 404 for /login (the host owns it)
    mockFetch({ [`GET ${SEARCH}`]: reply(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'ログインしてください' }), [`GET ${REFINE}`]: refineGroups });
    render('/user-skill-matching-item?rate_min=60');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent('/user-skill-matching-item?rate_min=60')}`));
  });
});
