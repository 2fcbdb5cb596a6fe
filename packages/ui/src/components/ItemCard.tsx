import type { ReactNode } from 'react';
import { Link } from '@er/router';
import type { components } from '@er/api-client';
import { useShortlist } from '@er/app-state';
import { Card } from './Card';
import { TagList } from './TagList';
import { Badge } from './Badge';

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
> &
  Partial<Pick<components['schemas']['ItemCardDto'], 'tag_count' | 'remote_label' | 'weekly_days_min' | 'weekly_days_max'>> & {
    /** The shortlist endpoint includes ended listings (items contract); absent elsewhere. */
    is_ended?: boolean;
  };

/** SPEC §9: at most 5 tags per listing card. */
export const MAX_CARD_TAGS = 5;
export const CONFIRM_UNMARK = 'この案件を検討中から削除しますか？';

/** 「週3〜5日」, 「週5日」 or nothing (the detail page words it the same way). */
export function weeklyDaysLabel(min: number | null | undefined, max: number | null | undefined): string | null {
  const lo = min ?? null;
  const hi = max ?? null;
  if (lo === null && hi === null) return null;
  if (lo !== null && hi !== null && lo !== hi) return `週${lo}〜${hi}日`;
  return `週${lo ?? hi}日`;
}

export interface ItemCardProps {
  item: ItemCardData;
  /** SPEC §4: on the shortlist page the mark is not flipped visually on removal. */
  keepMarkOnRemove?: boolean;
  headingLevel?: 2 | 3;
  /**
   * compact (default): title, rate, place/remote/days, chips. reference: also the industry and one line
   * each of the required skills and the description — the past listings that error pages show as a
   * reference for rates and skill levels (SPEC §2).
   */
  variant?: 'compact' | 'reference';
  /** Said under the title, e.g. why the listing matched the member's skills (/user-skill-matching-item). */
  note?: ReactNode;
}

/**
 * SPEC §4 shortlist toggle: unmarking asks for confirmation first. `compact` (listing cards) shows the
 * star only; its name stays 「☆ 検討する」/「★ 検討中」 (the words are visually hidden, a tooltip repeats them).
 */
export function ShortlistToggle({ itemId, keepMarkOnRemove = false, compact = false }: { itemId: number; keepMarkOnRemove?: boolean; compact?: boolean }) {
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
  const star = shownMarked ? '★' : '☆';
  const label = shownMarked ? '検討中' : '検討する';
  return (
    <button
      type="button"
      className={`er-shortlist-toggle${compact ? ' er-shortlist-toggle--compact' : ''}${shownMarked ? ' is-marked' : ''}`}
      aria-pressed={shownMarked}
      title={compact ? (shownMarked ? '検討中（押すと検討中から削除）' : '検討中に追加') : undefined}
      onClick={onClick}
    >
      {compact ? (
        <>
          <span className="er-shortlist-toggle__icon">{star}</span>
          <span className="er-visually-hidden"> {label}</span>
        </>
      ) : (
        `${star} ${label}`
      )}
    </button>
  );
}

export function ItemCard({ item, keepMarkOnRemove, headingLevel = 2, variant = 'compact', note }: ItemCardProps) {
  const H = `h${headingLevel}` as const;
  const nameId = `item-${item.id}-name`;
  const areas = item.get_area_by_id_and_id.map((a) => a.name).join('・');
  const days = weeklyDaysLabel(item.weekly_days_min, item.weekly_days_max);
  // Place, remote and days on one line; the free-text place detail last, where the ellipsis may cut it.
  const meta = [areas, item.remote_label, days, item.area_detail, variant === 'reference' ? item.biz_category_name?.name : null].filter(
    (m): m is string => !!m,
  );
  const tags = item.tags.slice(0, MAX_CARD_TAGS);
  const more = Math.max(item.tag_count ?? 0, item.tags.length) - tags.length;
  return (
    <Card className={`er-item-card${item.is_ended ? ' is-ended' : ''}`} aria-labelledby={nameId}>
      <header className="er-item-card__header">
        {item.is_ended ? <Badge variant="ended">募集終了</Badge> : item.is_new && <Badge variant="new">新着</Badge>}
        <H id={nameId} className="er-item-card__name">
          <Link to={`/item/detail/${item.id}`}>{item.name}</Link>
        </H>
        <ShortlistToggle itemId={item.id} keepMarkOnRemove={keepMarkOnRemove} compact />
      </header>
      {note && <div className="er-item-card__note">{note}</div>}
      <div className="er-item-card__price">
        <p className="er-item-card__rate">
          <span className="er-visually-hidden">単価 </span>
          {item.rate_detail}
        </p>
        <Link className="er-item-card__more" to={`/item/detail/${item.id}`} aria-label={`${item.name}の詳細を見る`}>
          詳細を見る
        </Link>
      </div>
      {meta.length > 0 && (
        <p className="er-item-card__meta">
          {meta.map((m) => (
            <span key={m}>{m}</span>
          ))}
        </p>
      )}
      {variant === 'reference' && item.must_have_requirements && (
        <p className="er-item-card__excerpt">必須スキル：{item.must_have_requirements}</p>
      )}
      {variant === 'reference' && item.detail && <p className="er-item-card__excerpt">{item.detail}</p>}
      <TagList label="タグ" tags={tags} more={more} />
    </Card>
  );
}
