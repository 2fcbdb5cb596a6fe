import { render, screen } from '@testing-library/react';
import { ListingHeading, currentTotal, searchHeading } from './ListingHeading';

describe('ListingHeading', () => {
  it('the heading text followed by the count inside the h1, with thousands separators', () => {
    render(<ListingHeading total={1234}>{searchHeading('Java')}</ListingHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Java の案件 1,234件' })).toBeInTheDocument();
  });

  it('no keyword: 案件一覧; no count while the total is unknown', () => {
    render(<ListingHeading total={undefined}>{searchHeading(undefined)}</ListingHeading>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('案件一覧');
  });

  it('a zero count is shown (0件), a stale or failed one is not', () => {
    expect(currentTotal({ data: { total: 0 } })).toBe(0);
    expect(currentTotal({ data: { total: 5 }, isPlaceholderData: true })).toBeUndefined();
    expect(currentTotal({ data: { total: 5 }, isError: true })).toBeUndefined();
    expect(currentTotal({})).toBeUndefined();
  });
});
