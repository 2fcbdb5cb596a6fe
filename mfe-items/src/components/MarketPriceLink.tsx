import { Link } from '@er/router';

/** The way to /item/marketprice from where people compare listings' rates (search results, tag pages). */
export function MarketPriceLink({ children = 'スキル・業界・都道府県別の単価相場を見る' }: { children?: string }) {
  return (
    <p className="mfe-items-marketprice-link">
      <Link to="/item/marketprice">{children}</Link>
    </p>
  );
}
