import { Link } from 'react-router';
import type { components } from '@er/api-client';
import { useShortlist } from '@er/app-state';
import { Card } from './Card';
import { TagList } from './TagList';

/**
 * The listing fields a card needs (SPEC §3), taken from the generated schema so the card and
 * get-new-item-list cannot drift apart. Only a type: the UI kit never calls the API.
 */
export type ItemCardData = Pick<
  components['schemas']['ItemCardDto'],
  | 'id'
  | 'name'
  | 'rate_detail'
  | 'get_area_by_id_and_id'
  | 'area_detail'
  | 'biz_category_name'
  | 'must_have_requirements'
  | 'detail'
  | 'tags'
  | 'is_new'
> & {
  /** The shortlist endpoint includes ended listings (items contract); absent elsewhere. */
  is_ended?: boolean;
};

/** SPEC §9: at most 5 tags per listing card. */
export const MAX_CARD_TAGS = 5;
const DETAIL_LENGTH = 120;
export const CONFIRM_UNMARK = 'この案件を検討中から削除しますか？';

function shorten(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export interface ItemCardProps {
  item: ItemCardData;
  /** SPEC §4: on the shortlist page the mark is not flipped visually on removal. */
  keepMarkOnRemove?: boolean;
  headingLevel?: 2 | 3;
}

/** SPEC §4 shortlist toggle: unmarking asks for confirmation first. */
export function ShortlistToggle({ itemId, keepMarkOnRemove = false }: { itemId: number; keepMarkOnRemove?: boolean }) {
  const shortlist = useShortlist();
  const marked = shortlist.has(itemId);
  const onClick = () => {
    if (marked) {
      if (!window.confirm(CONFIRM_UNMARK)) return;
      void shortlist.remove(itemId);
    } else {
      void shortlist.add(itemId);
    }
  };
  const shownMarked = marked || keepMarkOnRemove;
  return (
    <button
      type="button"
      className={`er-shortlist-toggle${shownMarked ? ' is-marked' : ''}`}
      aria-pressed={shownMarked}
      onClick={onClick}
    >
      {shownMarked ? '★ 検討中' : '☆ 検討する'}
    </button>
  );
}

export function ItemCard({ item, keepMarkOnRemove, headingLevel = 2 }: ItemCardProps) {
  const H = `h${headingLevel}` as const;
  const areas = item.get_area_by_id_and_id.map((a) => a.name).join('・');
  const location = [areas, item.area_detail].filter(Boolean).join(' ');
  const tags = item.tags.slice(0, MAX_CARD_TAGS);
  return (
    <Card className={`er-item-card${item.is_ended ? ' is-ended' : ''}`} aria-labelledby={`item-${item.id}-name`}>
      <header className="er-item-card__header">
        {item.is_ended ? (
          <span className="er-badge er-badge--ended">募集終了</span>
        ) : (
          item.is_new && <span className="er-badge er-badge--new">新着</span>
        )}
        <H id={`item-${item.id}-name`} className="er-item-card__name">
          <Link to={`/item/detail/${item.id}`}>{item.name}</Link>
        </H>
      </header>
      <dl className="er-item-card__facts">
        {item.rate_detail && (
          <div>
            <dt>単価</dt>
            <dd>{item.rate_detail}</dd>
          </div>
        )}
        {location && (
          <div>
            <dt>勤務地</dt>
            <dd>{location}</dd>
          </div>
        )}
        {item.biz_category_name?.name && (
          <div>
            <dt>業界</dt>
            <dd>{item.biz_category_name.name}</dd>
          </div>
        )}
        {item.must_have_requirements && (
          <div>
            <dt>必須スキル</dt>
            <dd>{shorten(item.must_have_requirements, DETAIL_LENGTH)}</dd>
          </div>
        )}
      </dl>
      {item.detail && <p className="er-item-card__detail">{shorten(item.detail, DETAIL_LENGTH)}</p>}
      <TagList label="タグ" tags={tags} />
      <footer className="er-item-card__actions">
        <ShortlistToggle itemId={item.id} keepMarkOnRemove={keepMarkOnRemove} />
        <Link className="er-button er-button--primary" to={`/item/detail/${item.id}`} aria-label={`${item.name}の詳細を見る`}>
          詳細を見る
        </Link>
      </footer>
    </Card>
  );
}
