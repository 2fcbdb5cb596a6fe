import { Link } from '@er/router';
import { api } from '@er/api-client';
import { ErrorPanel, Spinner } from '@er/ui';
import { StaticPage } from '../components/StaticPage';
import { useColumns } from '../hooks/queries';

/**
 * /column/ — the columns connected to listings and tags (column connects). The articles live on an outside
 * column site; the API gives an article's URL only when it is on that site (COLUMN_SITE_URL, see
 * api/src/modules/columns/columns.service.ts `onColumnSite`), so no placeholder link is ever shown. Each
 * column links, inside the site, to the listing or tag page it is connected to. Opening a column is reported
 * (record-column-view) for the back office's column views; the article opens in a new tab, so the report is
 * not cut off by leaving the page.
 */
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
          {data.map((c, i) => (
            <li key={c.url ?? `${c.title}-${c.item_id ?? ''}-${c.tag_id ?? ''}-${i}`}>
              {c.url ? (
                <a href={c.url} target="_blank" rel="noopener" onClick={() => void api.columns.recordColumnView({ url: c.url! })}>
                  {c.title}
                </a>
              ) : (
                <span>{c.title}</span>
              )}
              {typeof c.item_id === 'number' ? (
                <>
                  {' '}
                  <Link to={`/item/detail/${c.item_id}`} aria-label={`「${c.title}」に関連する案件`}>
                    関連する案件
                  </Link>
                </>
              ) : typeof c.tag_id === 'number' ? (
                <>
                  {' '}
                  <Link to={`/item/tag/${c.tag_id}`} aria-label={`「${c.title}」に関連する案件一覧`}>
                    関連する案件一覧
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </StaticPage>
  );
}
