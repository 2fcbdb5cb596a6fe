import { useId } from 'react';
import { Button } from '@er/ui';
import { PER_PAGE_OPTIONS } from '../hooks/useListState';

export interface PagerProps {
  /** Rows matching the filters, on every page. */
  total: number;
  page: number;
  perPage: number;
  /** Rows of the current page (the last page holds fewer). */
  rowsOnPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** 「全 N 件中 X–Y 件」, 表示件数 and 「前へ」「次へ」 of a list whose pages the server cuts. */
export function Pager({ total, page, perPage, rowsOnPage, onPageChange, onPerPageChange }: PagerProps) {
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  return (
    <nav className="er-pager" aria-label="ページ送り">
      <p className="er-pager__range" role="status">
        {rowsOnPage > 0 ? `全 ${total.toLocaleString('ja-JP')} 件中 ${first.toLocaleString('ja-JP')}–${(first + rowsOnPage - 1).toLocaleString('ja-JP')} 件` : `全 ${total.toLocaleString('ja-JP')} 件`}
      </p>
      <span className="er-pager__size">
        <label htmlFor={sizeId}>表示件数</label>
        <select id={sizeId} value={perPage} onChange={(e) => onPerPageChange(Number(e.target.value))}>
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}件
            </option>
          ))}
        </select>
      </span>
      <span className="er-pager__pages">
        <Button variant="secondary" className="er-button--small" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, lastPage))}>
          前へ
        </Button>
        <span>
          {page} / {lastPage} ページ
        </span>
        <Button variant="secondary" className="er-button--small" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          次へ
        </Button>
      </span>
    </nav>
  );
}
