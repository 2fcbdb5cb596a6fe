import type { ReactNode } from 'react';
import { Link } from '@er/router';

/**
 * Tags as links to their tag pages (/item/tag/{id}), the one markup for cards, the detail page and the
 * tag blocks; `suffix` adds text inside each link (a count); `more` ends the list with a 「+N」 chip for
 * the tags not shown (listing cards). Nothing when there are no tags.
 */
export function TagList<T extends { id: number; term: string }>({
  label,
  tags,
  suffix,
  more = 0,
}: {
  label: string;
  tags: T[];
  suffix?: (tag: T) => ReactNode;
  more?: number;
}) {
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
      {more > 0 && (
        <li className="er-tag-list__more">
          <span className="er-tag er-tag--more">
            <span aria-hidden="true">+{more}</span>
            <span className="er-visually-hidden">ほか{more}件のタグ</span>
          </span>
        </li>
      )}
    </ul>
  );
}
