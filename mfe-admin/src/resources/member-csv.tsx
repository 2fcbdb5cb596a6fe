// The member list's CSV downloads (issue 16, SPEC §7 member/get-csv, member/chunk-download): 「CSVダウンロード」
// takes the whole list as filtered and sorted on screen; 「分割ダウンロード」 lists it in parts of a chosen size,
// each part a link. Plain links: the browser streams the file to disk with the session cookie, so a list of
// 100,000 members never sits in the page's memory. Offered to editors and owners (the API's 'write' level).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, serializeQuery, type Schemas } from '@er/api-client';
import { Button } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { dataOrThrow } from './calls';
import './member-csv.css';

/** Rows per file (the API takes 1,000–50,000): Excel opens 50,000 comfortably. */
export const PART_SIZES = [1000, 5000, 10_000, 50_000] as const;
const DEFAULT_PART_SIZE = 10_000;

const count = (n: number) => n.toLocaleString('ja-JP');
const csvHref = (path: string, query: Record<string, string | number>) => {
  const search = serializeQuery(query);
  return search ? `${path}?${search}` : path;
};

export function MemberCsvDownloads({ query }: { query: Record<string, string | number> }) {
  const [splitting, setSplitting] = useState(false);
  return (
    <>
      <a className="er-button er-button--secondary er-button--small" href={csvHref(api.adminMember.adminMemberGetCsv.path, query)} download>
        CSVダウンロード
      </a>
      <Button variant="secondary" className="er-button--small" onClick={() => setSplitting(true)}>
        分割ダウンロード
      </Button>
      {splitting && <SplitDownloadDialog query={query} onClose={() => setSplitting(false)} />}
    </>
  );
}

function SplitDownloadDialog({ query, onClose }: { query: Record<string, string | number>; onClose: () => void }) {
  const sizeId = useId();
  const [size, setSize] = useState<number>(DEFAULT_PART_SIZE);
  const parts = useQuery({
    queryKey: ['member', 'chunk-download', query, size],
    queryFn: ({ signal }) => dataOrThrow(api.adminMember.adminMemberChunkDownload({ ...query, size } as never, { signal })),
  });
  return (
    <ConfirmDialog open title="分割ダウンロード" cancelLabel="閉じる" focusBody onCancel={onClose}>
      <p>今の絞り込みと並び順の会員一覧を、いくつかのCSVファイルに分けてダウンロードします。</p>
      <div className="er-csv-split__size">
        <label htmlFor={sizeId}>1ファイルの件数</label>
        <select id={sizeId} value={size} onChange={(e) => setSize(Number(e.target.value))}>
          {PART_SIZES.map((s) => (
            <option key={s} value={s}>
              {count(s)}件
            </option>
          ))}
        </select>
      </div>
      {parts.isPending && <p role="status">分割を確認しています…</p>}
      {parts.isError && <p role="alert">分割の一覧を読み込めませんでした。時間をおいてもう一度お試しください。</p>}
      {parts.data && <SplitParts query={query} size={size} total={parts.data.total} parts={parts.data.parts} />}
    </ConfirmDialog>
  );
}

interface SplitPartsProps {
  query: Record<string, string | number>;
  size: number;
  total: number;
  parts: Schemas['MemberCsvPartDto'][];
}

function SplitParts({ query, size, total, parts }: SplitPartsProps) {
  return (
    <>
      <p role="status">
        全{count(total)}件を{count(parts.length)}ファイルに分けます。
      </p>
      <ul className="er-csv-split__parts" aria-label="分割したファイル">
        {parts.map((p) => (
          <li key={p.part}>
            <a href={csvHref(api.adminMember.adminMemberChunkDownload.path, { ...query, size, part: p.part })} download>
              {p.file_name}（{total === 0 ? '見出しのみ' : `${count(p.from)}〜${count(p.to)}件目`}）
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
