import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Tags as links to their tag pages (/item/tag/{id}), the one markup for cards, the detail page and the
 * tag blocks; `suffix` adds text inside each link (a count). Nothing when there are no tags.
 */
export function TagList<T extends { id: number; term: string }>({ label, tags, suffix }: { label: string; tags: T[]; suffix?: (tag: T) => ReactNode }) {
  if (tags.length === 0) return null;
  return (
    <ul className="er-item-card__tags" aria-label={label}>
      {tags.map((t) => (
        <li key={t.id}>
          <Link className="er-tag" to={`/item/tag/${t.id}`}>
            {t.term}
            {suffix?.(t)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
