import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
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
