import { Link } from '@er/router';
import { ErrorPanel, Spinner } from '@er/ui';
import { RemoteSlot } from '../components/RemoteSlot';
import { TopHero } from '../components/TopHero';
import { PopularSearchesBlock } from '../components/PopularSearches';
import { useNews } from '../hooks/queries';


export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}.${get('month')}.${get('day')}`;
}

function NewsList() {
  const { data, isPending, isError, refetch } = useNews(5);
  return (
    <section className="er-section" aria-labelledby="news-heading">
      <h2 id="news-heading">お知らせ</h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <ErrorPanel onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p>現在お知らせはありません。</p>
      ) : (
        <ul className="er-news">
          {data.map((n) => (
            <li key={n.id}>
              <time dateTime={n.published_at}>{formatDate(n.published_at)}</time>
              <Link to={`/front-news/detail/${n.id}`}>{n.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** / — top page (SPEC §2): the hero (heading, search, popular skills, live figures), then the blocks. */
export function TopPage() {
  return (
    <>
      <TopHero />
      <PopularSearchesBlock />
      <section className="er-section" aria-label="新着案件">
        <RemoteSlot id="mfe_items/NewItemsWidget" props={{ limit: 8 }} />
      </section>
      <section className="er-section" aria-label="注目の案件">
        <RemoteSlot id="mfe_items/FeaturedItemsWidget" props={{ limit: 6 }} />
      </section>
      <section className="er-section" aria-label="ランキング">
        <RemoteSlot id="mfe_items/RankingsWidget" props={{ limit: 10 }} />
      </section>
      <NewsList />
      <section className="er-section" aria-labelledby="about-heading">
        <h2 id="about-heading">エンジニアルートが選ばれる理由</h2>
        <ul>
          <li>エンド直・一次請けを中心に、月額60万〜120万円の高単価案件を多数掲載しています。</li>
          <li>フルリモート・週3日稼働など、柔軟な働き方ができる案件を条件から絞り込めます。</li>
          <li>専任のコーディネーターが、単価交渉から契約手続き、参画後のフォローまでサポートします。</li>
        </ul>
        <p>
          <Link to="/about">エンジニアルートについて詳しく見る</Link>／<Link to="/flow">ご利用の流れ</Link>
        </p>
      </section>
    </>
  );
}
