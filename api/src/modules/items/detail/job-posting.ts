import { company } from '@er/site-meta/facts';
import { RemoteLevel } from '../entities/item.entity';
import type { DetailItem } from './item-detail.service';

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

/** The skill labels a listing's name opens with (「【Java】【AWS】決済基盤の開発」): not part of the job's title. */
const SKILL_PREFIX = /^(?:\s*【[^】]*】)+\s*/;

/**
 * The job's title as Google asks for it (the job, not a list of keywords): the name without its leading 【…】
 * labels; a name that is nothing but labels keeps them (an empty title would be worse).
 */
export function jobTitle(name: string): string {
  const title = name.replace(SKILL_PREFIX, '').trim();
  return title || name.trim();
}

/**
 * The organization offering the job. Google's JobPosting policy: the hiring organization is the one offering the
 * job, and an agency that does not name its client describes itself truthfully — so a listing whose client staff
 * named carries that company; one whose client is 非公開 carries the operator of this site, which introduces the
 * work (the site facts' company, at the site's own address: the operator's site is this site).
 */
export function hiringOrganization(item: Pick<DetailItem, 'clientName' | 'clientUrl'>, appUrl: string): Record<string, unknown> {
  const client = item.clientName?.trim();
  if (client) return { '@type': 'Organization', name: client, ...(item.clientUrl ? { sameAs: item.clientUrl } : {}) };
  return { '@type': 'Organization', name: company.name, sameAs: appUrl };
}

/**
 * schema.org JobPosting (Google for Jobs) for an open listing. States only what the listing holds: no closing date
 * unless staff set one (closesOn, the end of that day in Japan), no place unless the listing names a prefecture.
 */
export function jobPosting(item: DetailItem, appUrl: string): Record<string, unknown> {
  const publishedAt = item.publishedAt ? new Date(item.publishedAt) : new Date(item.createdAt);
  const sections: [string, string | null][] = [
    ['案件詳細', item.detail],
    ['必須スキル', item.mustHaveRequirements],
    ['歓迎スキル', item.niceToHaveRequirements],
  ];
  const description = sections
    .filter((s): s is [string, string] => !!s[1])
    .map(([label, text]) => `<p><strong>${label}</strong><br>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: jobTitle(item.name),
    description: description || `<p>${escapeHtml(item.name)}</p>`,
    identifier: { '@type': 'PropertyValue', name: company.serviceName, value: String(item.id) },
    datePosted: publishedAt.toISOString(),
    employmentType: 'CONTRACTOR',
    hiringOrganization: hiringOrganization(item, appUrl),
    // The entry form is on this site's listing page (SPEC: エントリー), not on another site.
    directApply: true,
  };
  if (item.closesOn) posting.validThrough = `${String(item.closesOn).slice(0, 10)}T23:59:59+09:00`;
  const regions = (item.areas ?? []).filter((a) => a.prefectureId !== null).map((a) => a.name);
  if (item.remoteLevel === RemoteLevel.FullRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'JP' };
  } else if (regions.length) {
    // Areas are prefectures (master data): the region. No city is stored (area_detail is free text such as
    // 「渋谷駅 徒歩5分」), so no addressLocality is claimed.
    posting.jobLocation = regions.map((region) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: region, addressCountry: 'JP' },
    }));
  }
  if (item.rateMin !== null || item.rateMax !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        ...(item.rateMin !== null ? { minValue: item.rateMin } : {}),
        ...(item.rateMax !== null ? { maxValue: item.rateMax } : {}),
        unitText: 'MONTH',
      },
    };
  }
  return posting;
}
