import { useParams } from '@er/router';
import { ErrorPage, ErrorPanel, NotFound, Spinner, useRouteMeta } from '@er/ui';
import { ApiRequestError, hasErrorCode } from '@er/api-client';
import { StaticPage } from '../components/StaticPage';
import { useNewsDetail } from '../hooks/queries';
import { formatDate } from './TopPage';
import { sanitizeHtml } from '../sanitize';

/** /front-news/detail/:id — an announcement (get-news-detail; unknown id → the 404 page). */
export default function NewsDetailPage() {
  const id = Number(useParams().id);
  const { data, isPending, error, refetch } = useNewsDetail(id);
  // The route's declared meta for this announcement, the same the server injects on first load.
  const notFound = !Number.isInteger(id) || id <= 0 || hasErrorCode(error, 'NEWS_NOT_FOUND');
  useRouteMeta('/front-news/detail/:id', data ? { title: data.title } : notFound ? null : undefined);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (error) {
    if (hasErrorCode(error, 'NEWS_NOT_FOUND')) return <NotFound />;
    if (error instanceof ApiRequestError && error.error.statusCode >= 400) return <ErrorPage status={error.error.statusCode} />;
    return <ErrorPanel onRetry={() => void refetch()} />;
  }
  if (isPending) return <Spinner />;
  return (
    <StaticPage title={data.title} crumbs={[{ label: 'お知らせ', to: '/' }, { label: data.title }]}>
      <p>
        <time dateTime={data.published_at}>{formatDate(data.published_at)}</time>
      </p>
      {/* The body is HTML written by staff (NewsDetailResponseDto), cleaned before rendering. */}
      <div className="er-news-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.body) }} />
    </StaticPage>
  );
}
