import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KEYWORD_MAX_LENGTH, KeywordSearch } from './KeywordSearch';

describe('KeywordSearch', () => {
  it('sends the trimmed keyword and keeps the API limit on the input', () => {
    const onSearch = jest.fn();
    render(<KeywordSearch id="k" initial="Go" placeholder="キーワード" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'キーワード' });
    expect(input).toHaveValue('Go');
    expect(input).toHaveAttribute('maxLength', String(KEYWORD_MAX_LENGTH));
    fireEvent.change(input, { target: { value: '  Java リモート ' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(onSearch).toHaveBeenCalledWith('Java リモート');
  });

  it('is a search landmark that submits to /item/search without JavaScript', () => {
    render(<KeywordSearch id="k" placeholder="p" className="er-hero__search" onSearch={() => undefined} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/item/search');
    expect(form).toHaveClass('er-search', 'er-hero__search');
  });

  it('keeps a keyword typed into the server-rendered box before it was hydrated, and searches for it', async () => {
    const onSearch = jest.fn();
    const box = <KeywordSearch id="k" placeholder="p" onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.appendChild(container);
    (container.querySelector('input') as HTMLInputElement).value = 'Java';
    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(screen.getByRole('searchbox')).toHaveValue('Java');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(onSearch).toHaveBeenCalledWith('Java');
    container.remove();
  });
});
