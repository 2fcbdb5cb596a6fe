// TanStack Query hooks over the generated SDK (keys are the SDK's [group, operationId, params]).
import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';

const STATIC = { staleTime: 5 * 60_000 };

/** The popular-search groups: the top page's よく検索されるワード block and the mega-menu share it. */
export const usePopularSearches = () =>
  useQuery({ ...api.tags.getPopularSearchGroups.query(), select: (r) => r.groups, ...STATIC });

/** The top page's live figures (open listings, new this week, average rate); the API memoises them for 60 s. */
export const useCatalogFigures = () => useQuery({ ...api.items.getCatalogFigures.query(), staleTime: 60_000 });

export const useNews = (limit = 5) => useQuery({ ...api.news.getNews.query({ limit }), select: (r) => r.news });

export const useNewsDetail = (id: number) =>
  useQuery({
    ...api.news.getNewsDetail.query({ id }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useColumns = (limit = 20) =>
  useQuery({ ...api.columns.getColumnList.query({ limit }), select: (r) => r.columns, ...STATIC });

export const useContactTypes = () => useQuery({ ...api.contacts.getContactTypes.query(), select: (r) => r.types, ...STATIC });

/**
 * The logged-in member's own referral link (encrypt-user-id: `{ encrypted_user_id, url }`). Never kept
 * once the page is left (gcTime 0): after a logout and another login in the same tab, a cached link would
 * credit the previous member.
 */
export const useReferralLink = (enabled: boolean) =>
  useQuery({ ...api.memberProfile.encryptUserId.query(), enabled, staleTime: 0, gcTime: 0 });
