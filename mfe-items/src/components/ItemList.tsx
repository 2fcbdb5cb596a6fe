import { ItemCard, type ItemCardData } from '@er/ui';

export function ItemList({
  items,
  headingLevel = 2,
  keepMarkOnRemove,
}: {
  items: ItemCardData[];
  headingLevel?: 2 | 3;
  /** The shortlist page: the mark is not flipped visually on removal (SPEC §4). */
  keepMarkOnRemove?: boolean;
}) {
  return (
    <ul className="er-item-list">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} keepMarkOnRemove={keepMarkOnRemove} />
        </li>
      ))}
    </ul>
  );
}
