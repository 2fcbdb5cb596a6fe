import type { ReactNode } from 'react';
import { ItemCard, type ItemCardData } from '@er/ui';

export function ItemList<T extends ItemCardData>({
  items,
  headingLevel = 2,
  keepMarkOnRemove,
  variant,
  noteOf,
}: {
  items: T[];
  headingLevel?: 2 | 3;
  /** The shortlist page: the mark is not flipped visually on removal (SPEC §4). */
  keepMarkOnRemove?: boolean;
  /** reference: the past listings of the error views (SPEC §2), with the required skills and description. */
  variant?: 'compact' | 'reference';
  /** A line under each card's title (e.g. why it matched the member's skills). */
  noteOf?: (item: T) => ReactNode;
}) {
  return (
    <ul className="er-item-list">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} keepMarkOnRemove={keepMarkOnRemove} variant={variant} note={noteOf?.(item)} />
        </li>
      ))}
    </ul>
  );
}
