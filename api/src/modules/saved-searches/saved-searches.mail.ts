import type { ItemCardDto } from '../items/dto/item-card.dto';
import type { RenderedMail } from '../mail/mail.types';
import { layout } from '../mail/templates/layout';
import { SUBJECT_PREFIX } from '../mail/templates/mail-text';

// The job carries the digest row's id only; the handler loads it (a digest gone → job skipped).
declare module '../mail/mail.types' {
  interface MailJobs {
    /** The daily new-listing mail of a member's saved searches (one per member and day in Japan). */
    'mail.saved-search-digest': { digestId: number };
  }
}

export const SAVED_SEARCH_SUBJECTS = {
  digest: (count: number) => `${SUBJECT_PREFIX}保存した検索条件に新着案件が${count}件あります`,
} as const;

/** Listings named in the mail per saved search (the rest are behind the search link). */
export const DIGEST_ITEMS_PER_SEARCH = 10;

/** One saved search's part of a digest, as stored with the digest row. */
export interface DigestSection {
  savedSearchId: number;
  label: string;
  searchPath: string;
  itemIds: number[];
  /** New matching listings in all (more than itemIds when the mail lists only the first ones). */
  total: number;
}

export interface DigestMailData {
  to: string;
  name: string;
  itemCount: number;
  sections: { section: DigestSection; cards: ItemCardDto[]; unsubscribeUrl: string }[];
  unsubscribeAllUrl: string;
}

function card(c: ItemCardDto, appUrl: string): string {
  const areas = [c.get_area_by_id_and_id.map((a) => a.name).join('・'), c.area_detail].filter(Boolean).join(' ');
  return [
    `・${c.name}`,
    `　単価：${c.rate_detail || '（記載なし）'}`,
    areas ? `　勤務地：${areas}（${c.remote_label}）` : `　リモート：${c.remote_label}`,
    `　${appUrl}/item/detail/${c.id}`,
  ].join('\n');
}

export function renderDigestMail(d: DigestMailData, appUrl: string): RenderedMail {
  const sections = d.sections.map(({ section, cards, unsubscribeUrl }) => {
    const more = section.total > cards.length ? `\nほかにも${section.total - cards.length}件の新着案件があります。` : '';
    return [
      `■${section.label}（新着${section.total}件）`,
      cards.map((c) => card(c, appUrl)).join('\n\n'),
      `この条件で案件を探す：${appUrl}${section.searchPath}${more}`,
      `この検索条件のメールを停止する：${unsubscribeUrl}`,
    ].join('\n\n');
  });
  return {
    to: d.to,
    subject: SAVED_SEARCH_SUBJECTS.digest(d.itemCount),
    ...layout(
      [
        `${d.name} 様`,
        'エンジニアルートをご利用いただき、誠にありがとうございます。保存した検索条件に合う案件が新しく掲載されましたので、お知らせします。',
        ...sections,
        `保存した検索条件の確認・削除、メールの受け取り設定はマイページから行えます。\n${appUrl}/user`,
        `新着案件のお知らせメールをすべて停止する場合は、こちらを開いてください（ログインは不要です）。\n${d.unsubscribeAllUrl}`,
        'このメールは、マイページで「新着案件をメールで受け取る（1日1回）」を選んだ方にお送りしています。',
      ],
      appUrl,
    ),
  };
}
