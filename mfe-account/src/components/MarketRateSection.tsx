import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { MarketRateEstimate } from '@er/ui';

/**
 * My page's expected-rate card (issue 13): the estimate from the member's skills, with the way to the
 * listings behind it. Nothing is shown until it has loaded, nor when it fails (the rest of my page stands).
 */
export function MarketRateSection() {
  const estimate = useQuery({ ...api.skillMatching.getUserMarketRateEstimate.query(), staleTime: 0 });
  if (!estimate.data) return null;
  return <MarketRateEstimate data={estimate.data} listingsLink={{ to: '/user-skill-matching-item', label: 'スキルにマッチした案件を見る' }} />;
}
