// The h1 of the search and tag pages with the number of listings found (issue 11: 「Java の案件 1,234件」),
// as the leading boards show it. The count is the current result's total; it is left out until that
// result is known (loading, a previous search's answer still on screen, an error): never a stale figure.
import type { ReactNode } from 'react';
import './listing-heading.css';

export function formatListingCount(total: number): string {
  return `${total.toLocaleString('ja-JP')}件`;
}

export interface ListingTotal {
  data?: { total: number };
  isPlaceholderData?: boolean;
  isError?: boolean;
}

/** The total to show in the heading, or undefined while it is not the current query's. */
export function currentTotal(result: ListingTotal): number | undefined {
  if (result.isError || result.isPlaceholderData) return undefined;
  return result.data?.total;
}

export function ListingHeading({ children, total }: { children: ReactNode; total: number | undefined }) {
  return (
    <h1 className="mfe-items-heading">
      {children}
      {total !== undefined && (
        <>
          {' '}
          <span className="mfe-items-heading__count">{formatListingCount(total)}</span>
        </>
      )}
    </h1>
  );
}

/** The search page's heading text: SPEC §2 '案件一覧', or 「{keyword} の案件」 for a keyword search. */
export function searchHeading(keyword: string | undefined): string {
  return keyword ? `${keyword} の案件` : '案件一覧';
}
