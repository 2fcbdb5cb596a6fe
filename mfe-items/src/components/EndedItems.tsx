import type { Schemas } from '@er/api-client';
import { ItemList } from './ItemList';

type ItemCard = Schemas['ItemCardDto'];

/** SPEC §2: the error views list past ended listings as a reference for rates and skills. */
export function EndedItems({ items }: { items: ItemCard[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section className="mfe-items-ended" aria-labelledby="ended-items-heading">
      <h2 id="ended-items-heading">過去の案件（相場やスキル感の参考にしてください）</h2>
      <ItemList items={items} variant="reference" />
    </section>
  );
}
