import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@er/ui';
import { RemoteSlot } from '../components/RemoteSlot';

/** / — top page (SPEC §2). */
export function TopPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    navigate(`/item/search?keyword=${encodeURIComponent(keyword.trim())}`);
  }

  return (
    <>
      <h1>ITフリーランスエンジニアの案件・求人サイト</h1>
      <form className="er-search" role="search" onSubmit={onSubmit} action="/item/search">
        <label htmlFor="top-keyword" className="er-visually-hidden">
          キーワード
        </label>
        <input
          id="top-keyword"
          name="keyword"
          type="search"
          placeholder="言語・スキル・職種などのキーワード"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button type="submit">検索</Button>
      </form>
      <RemoteSlot id="mfe_items/NewItemsWidget" props={{ limit: 8 }} />
    </>
  );
}
