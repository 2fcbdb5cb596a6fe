import fc from 'fast-check';
import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { withChangesBeforeHydration, controlStates, useFiltersChangedBeforeHydration, type ControlState } from './changed-before-hydration';

/** Controls as SearchPanel marks them: remote boxes, the lower rate bound and the order. */
function Controls({ query, onChange }: { query: SearchQuery; onChange: (q: SearchQuery) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useFiltersChangedBeforeHydration(root, query, onChange);
  return (
    <div ref={root}>
      {[1, 2].map((level) => (
        <input key={level} type="checkbox" aria-label={`remote ${level}`} data-filter="remote" data-value={level} checked={query.remote?.includes(level) ?? false} onChange={() => undefined} />
      ))}
      <input type="checkbox" aria-label="new" data-filter="new" checked={query.new === 1} onChange={() => undefined} />
      <select aria-label="rate_min" data-filter="rate_min" value={query.rate_min ?? ''} onChange={() => undefined}>
        <option value="">指定なし</option>
        <option value="50">50万円以上</option>
      </select>
      <select aria-label="sort" data-filter="sort" value={query.sort ?? 'new'} onChange={() => undefined}>
        <option value="new">新着順</option>
        <option value="rate">単価が高い順</option>
      </select>
    </div>
  );
}

async function hydrateAfter(query: SearchQuery, touch: (root: HTMLElement) => void): Promise<jest.Mock> {
  const onChange = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Controls query={query} onChange={onChange} />);
  document.body.appendChild(container);
  touch(container);
  await act(async () => {
    hydrateRoot(container, <Controls query={query} onChange={onChange} />);
  });
  container.remove();
  return onChange;
}

describe('filters set before the search page was hydrated', () => {
  it('applies the boxes ticked and the options chosen on the server-rendered page, in one change', async () => {
    const query: SearchQuery = { keyword: 'Java', remote: [1], page: 2 };
    const onChange = await hydrateAfter(query, (root) => {
      (root.querySelector('[aria-label="remote 1"]') as HTMLInputElement).checked = false;
      (root.querySelector('[aria-label="remote 2"]') as HTMLInputElement).checked = true;
      (root.querySelector('[aria-label="new"]') as HTMLInputElement).checked = true;
      (root.querySelector('[aria-label="rate_min"]') as HTMLSelectElement).value = '50';
      (root.querySelector('[aria-label="sort"]') as HTMLSelectElement).value = 'rate';
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    // withFilter: back to page 1.
    expect(onChange).toHaveBeenCalledWith({ keyword: 'Java', remote: [2], new: 1, rate_min: 50, sort: 'rate' });
  });

  it('changes nothing when the visitor touched nothing, or put a control back as it was', async () => {
    expect(await hydrateAfter({ remote: [2], sort: 'rate' }, () => undefined)).not.toHaveBeenCalled();
    const back = await hydrateAfter({ remote: [2] }, (root) => {
      const box = root.querySelector('[aria-label="remote 2"]') as HTMLInputElement;
      box.checked = false;
      box.checked = true;
    });
    expect(back).not.toHaveBeenCalled();
  });

  it('leaves a page rendered in the browser as its query says', () => {
    // React marks no option of a controlled select as the default one when it renders it in the browser.
    const onChange = jest.fn();
    render(<Controls query={{ rate_min: 50, sort: 'rate', remote: [2], page: 3 }} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads each control as rendered and as left', () => {
    document.body.innerHTML = '<div><input type="checkbox" data-filter="tags" data-value="7" checked><select data-filter="per_page"><option value="10">10</option><option value="20" selected>20</option></select></div>';
    (document.querySelector('input') as HTMLInputElement).checked = false;
    expect(controlStates(document.body)).toEqual([
      { filter: 'tags', value: '7', rendered: true, current: false },
      { filter: 'per_page', rendered: '20', current: '20' },
    ]);
  });

  it('toggles exactly the list boxes the visitor changed, whatever the query held', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }), fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }), (held, touched) => {
        const query: SearchQuery = held.length ? { tags: held } : {};
        const controls: ControlState[] = touched.map((id) => ({ filter: 'tags', value: String(id), rendered: held.includes(id), current: !held.includes(id) }));
        const change = withChangesBeforeHydration(query, controls);
        const expected = new Set(held);
        for (const id of touched) {
          if (expected.has(id)) expected.delete(id);
          else expected.add(id);
        }
        if (touched.length === 0) expect(change).toBeNull();
        else expect(new Set(change!.tags ?? [])).toEqual(expected);
      }),
    );
  });
});
