import { ErrorPanel, Spinner } from '@er/ui';
import { StaticPage } from '../components/StaticPage';
import { useColumns } from '../hooks/queries';

/** /column/ — column articles (column connects), linking out to the column site. */
export default function ColumnPage() {
  const { data, isPending, isError, refetch } = useColumns(20);
  return (
    <StaticPage title="コラム" lead="フリーランスエンジニアの働き方、単価アップのコツ、税金・保険の基礎知識など、役立つ記事をお届けします。">
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <ErrorPanel onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p>現在表示できるコラムはありません。</p>
      ) : (
        <ul className="er-news">
          {data.map((c) => (
            <li key={c.url}>
              <a href={c.url} target="_blank" rel="noopener">
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </StaticPage>
  );
}
