import { ItemCard, type ItemCardData } from '@er/ui';

export function ItemList({ items, headingLevel = 2 }: { items: ItemCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="er-item-list">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
