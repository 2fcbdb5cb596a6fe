import { ItemCard, type ItemCardData } from '@er/ui';

export function ItemList({
  items,
  headingLevel = 2,
  keepMarkOnRemove,
  variant,
}: {
  items: ItemCardData[];
  headingLevel?: 2 | 3;
  /** The shortlist page: the mark is not flipped visually on removal (SPEC §4). */
  keepMarkOnRemove?: boolean;
  /** reference: the past listings of the error views (SPEC §2), with the required skills and description. */
  variant?: 'compact' | 'reference';
}) {
  return (
    <ul className="er-item-list">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} keepMarkOnRemove={keepMarkOnRemove} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
