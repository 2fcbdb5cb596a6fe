import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { MemberConversion } from '../../members/members.service';

/**
 * The ad parameters a visitor arrived with (gclid, utm_*), kept in the browser until sign-up (issue 12,
 * store-offline-cvdata): sent with the sign-up forms and stored with the registration as a conversion record.
 */
export class AdParamsDto {
  @ApiPropertyOptional({ maxLength: 255, description: 'Google 広告のクリック ID' }) @IsOptional() @IsString() @MaxLength(255) gclid?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) utm_source?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) utm_medium?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) utm_campaign?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) utm_term?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) utm_content?: string;

  @ApiPropertyOptional({ maxLength: 500, description: '最初に訪れたページのパス（例: /lp1）' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  landing_path?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'パラメータ付きで訪れた日時' })
  @IsOptional()
  @IsISO8601()
  arrived_at?: string;
}

const AD_TEXT_FIELDS = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * The ad parameters as the sign-up forms send them, with whatever is unusable dropped rather than refused:
 * they come from a URL the visitor never typed, so a bad value must never cost a registration.
 */
export function cleanAdParams(value: unknown): AdParamsDto | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const clean: AdParamsDto = {};
  for (const key of AD_TEXT_FIELDS) {
    const v = raw[key];
    if (typeof v === 'string' && v.length <= 255) clean[key] = v;
  }
  if (typeof raw.landing_path === 'string' && raw.landing_path.length <= 500) clean.landing_path = raw.landing_path;
  if (typeof raw.arrived_at === 'string' && raw.arrived_at.length <= 40 && !Number.isNaN(Date.parse(raw.arrived_at))) clean.arrived_at = raw.arrived_at;
  return Object.assign(new AdParamsDto(), clean);
}

/** The conversion record of the parameters, or null when the visitor came without a single one. */
export function toConversion(params: AdParamsDto | undefined): MemberConversion | null {
  if (!params) return null;
  const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  const ad = {
    gclid: text(params.gclid),
    utmSource: text(params.utm_source),
    utmMedium: text(params.utm_medium),
    utmCampaign: text(params.utm_campaign),
    utmTerm: text(params.utm_term),
    utmContent: text(params.utm_content),
  };
  if (Object.values(ad).every((v) => v === null)) return null;
  return { ...ad, landingPath: text(params.landing_path), arrivedAt: params.arrived_at ? new Date(params.arrived_at) : null };
}

/** The optional `ad_params` of the sign-up forms: cleaned (cleanAdParams), never a reason to refuse the form. */
export const AdParamsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: AdParamsDto, description: '訪問時の広告パラメータ（あれば登録のコンバージョンとして保存。使えない値は無視）' }),
    Transform(({ obj }) => cleanAdParams((obj as Record<string, unknown>).ad_params)),
    IsOptional(),
    ValidateNested(),
  );
