import { useId } from 'react';
import { Link } from '@er/router';
import type { components } from '@er/api-client';
import { Card } from './Card';

export type MarketRateEstimateData = components['schemas']['MarketRateEstimateResponseDto'];

/** Yen per month → 万円 with at most one decimal (720000 → 72万円, 725000 → 72.5万円). */
export function manYen(yen: number): string {
  return `${(Math.round(yen / 1000) / 10).toLocaleString('ja-JP')}万円`;
}

/**
 * The member's expected monthly rate (issue 13): on my page and on /user-skill-matching-item. Says what
 * the figure rests on, and gives no figure at all below `min_listings` listings (an estimate from a
 * handful of listings would be an invented fact). `listingsLink`: where the listings behind it are.
 */
export function MarketRateEstimate({ data, listingsLink }: { data: MarketRateEstimateData; listingsLink?: { to: string; label: string } }) {
  const headingId = useId();
  const skills = data.skills.map((s) => s.term);
  const skillText = skills.length > 3 ? `${skills.slice(0, 3).join('・')} ほか` : skills.join('・');
  return (
    <Card className="er-rate-estimate" aria-labelledby={headingId}>
      <h2 id={headingId}>あなたの想定単価</h2>
      {!data.has_skills ? (
        <>
          <p>スキルを登録すると、あなたのスキルを求める案件の単価から想定単価（月額）をお出しします。</p>
          <p>
            <Link to="/user/edit">スキルを登録する</Link>
          </p>
        </>
      ) : data.reliable && data.median !== null && data.lower_quartile !== null && data.upper_quartile !== null ? (
        <>
          <p className="er-rate-estimate__figure">
            月額 <strong>{manYen(data.median)}</strong> 前後
          </p>
          <p>
            中央値です。半数の案件が <strong>{manYen(data.lower_quartile)}〜{manYen(data.upper_quartile)}</strong> の範囲にあります。
          </p>
          <p className="er-rate-estimate__basis">
            {`あなたのスキル（${skillText}）を求める公開中の案件 ${data.count.toLocaleString('ja-JP')}件の単価から、スキルの一致度と経験年数で重み付けして算出しています。`}
            実際の単価はご経験や条件によって変わります。
          </p>
        </>
      ) : (
        <p>
          {`あなたのスキル（${skillText}）を求める公開中の案件で単価の記載があるものが ${data.count.toLocaleString('ja-JP')}件と少ないため、信頼できる想定単価を算出できません（${data.min_listings}件以上で表示します）。`}
        </p>
      )}
      {data.has_skills && listingsLink && (
        <p>
          <Link to={listingsLink.to}>{listingsLink.label}</Link>
        </p>
      )}
      <p>
        <Link to="/item/marketprice">スキル・業界・都道府県別の単価相場を見る</Link>
      </p>
    </Card>
  );
}
