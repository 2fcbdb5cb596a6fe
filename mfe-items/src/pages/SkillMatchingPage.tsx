import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '@er/router';
import { hasErrorCode, type Schemas } from '@er/api-client';
import { setSession } from '@er/app-state';
import { loginPathFor } from '@er/contracts/routes';
import { Breadcrumb, ErrorPanel, MarketRateEstimate, Spinner } from '@er/ui';
import { FilterPanel, SearchLayout, SearchResults } from '../components/SearchPanel';
import { ListingHeading, currentTotal } from '../components/ListingHeading';
import { useMarketRateEstimate, useSearchRefineTags, useSkillMatching } from '../hooks/queries';
import { useSearchFilters } from '../search/useSearchFilters';
import './skill-matching.css';

type MatchedCard = Schemas['MatchedItemCardDto'];
type MemberSkill = Schemas['MemberSkillTagDto'];

export const MATCHING_HEADING = 'スキルにマッチした案件';
const CRUMBS = [{ label: 'マイページ', to: '/user' }, { label: MATCHING_HEADING }];

/**
 * /user-skill-matching-item (SPEC §2, issue 13): the open listings that need the member's skills, best fit
 * first, each saying why it matched, with /item/search's filters; the member's expected rate above them.
 * Member-only: the API is the judge (a 401 clears the session and sends the visitor to /login?next=…).
 */
export function SkillMatchingPage() {
  // マッチ度順 is the page's own default order (no `sort` in its URLs; 新着順 is `sort=new`).
  const [query, setQuery] = useSearchFilters('match');
  const result = useSkillMatching(query);
  const refine = useSearchRefineTags();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedOut = result.data === undefined && hasErrorCode(result.error, 'UNAUTHENTICATED');
  const estimate = useMarketRateEstimate(result.data?.has_skills === true);
  const loginPath = loginPathFor(location);

  useEffect(() => {
    if (!loggedOut) return;
    setSession(null);
    navigate(loginPath, { replace: true });
  }, [loggedOut, loginPath, navigate]);

  if (result.data === undefined) {
    return (
      <section className="mfe-items-matching">
        <Breadcrumb items={CRUMBS} />
        <h1 className="mfe-items-heading">{MATCHING_HEADING}</h1>
        {result.isError && !loggedOut ? <ErrorPanel onRetry={() => void result.refetch()} /> : <Spinner />}
      </section>
    );
  }
  const data = result.data;
  if (!data.has_skills) {
    return (
      <section className="mfe-items-matching">
        <Breadcrumb items={CRUMBS} />
        <h1 className="mfe-items-heading">{MATCHING_HEADING}</h1>
        <div className="er-empty">
          <h2>スキルが登録されていません</h2>
          <p>登録情報にスキルと経験年数を追加すると、あなたのスキルを求める案件を、単価や働き方のご希望も踏まえてマッチ度の高い順にご紹介します。</p>
          <p>
            <Link className="er-button er-button--primary" to="/user/edit">
              スキルを登録する
            </Link>
          </p>
        </div>
      </section>
    );
  }
  const reasonsOf = new Map<number, MatchedCard['match']>(data.items.map((item) => [item.id, item.match]));
  return (
    <section className="mfe-items-matching">
      <Breadcrumb items={CRUMBS} />
      <ListingHeading total={currentTotal(result)}>{MATCHING_HEADING}</ListingHeading>
      <SkillSummary skills={data.skills} />
      {estimate.data && <MarketRateEstimate data={estimate.data} />}
      <SearchLayout query={query} onChange={setQuery} defaultSort="match">
        <FilterPanel query={query} facets={data.facets} refineGroups={refine.data} onChange={setQuery} />
        <SearchResults
          query={query}
          result={result}
          onChange={setQuery}
          defaultSort="match"
          cardNote={(item) => <MatchReasons match={reasonsOf.get(item.id)} />}
        />
      </SearchLayout>
    </section>
  );
}

function SkillSummary({ skills }: { skills: MemberSkill[] }) {
  return (
    <div className="mfe-items-matching__skills">
      <p>
        あなたのスキル：
        {skills.map((s, i) => (
          <span key={s.id}>
            {i > 0 && '、'}
            {s.term}
            {s.experience_years !== null && `（${s.experience_years}年）`}
          </span>
        ))}
      </p>
      <p>
        <Link to="/user/edit">スキル・希望条件を編集する</Link>
      </p>
    </div>
  );
}

function MatchReasons({ match }: { match: MatchedCard['match'] | undefined }) {
  if (!match || match.reasons.length === 0) return null;
  return (
    <ul className="er-match-reasons" aria-label="マッチした理由">
      {match.reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}
