import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { japanDayStart, parseJapanDateTime } from '../time/japan-time';
import { Fold } from '../text/fold.decorator';

/**
 * An optional Japanese calendar day `YYYY-MM-DD` (list filters: "published from … to …", both days
 * included; turn it into instants with japanDayStart / japanDayEnd).
 */
export const OptionalJapanDay = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-26', description: `${description}（YYYY-MM-DD、日本時間の日付）` }),
    IsOptional(),
    Fold('text', { emptyAsUndefined: true }),
    ValidateBy({
      name: 'isJapanDay',
      validator: { validate: (value) => typeof value === 'string' && japanDayStart(value) !== null, defaultMessage: () => '日付はYYYY-MM-DDの形式で入力してください' },
    }),
  );

/**
 * An optional date and time written by staff (a publish date): ISO 8601, and without a zone
 * (`2026-12-01T10:00`, what a datetime-local field sends, or `2026-12-01`) it is Japan time. `null` or
 * absent: none. Parse the accepted string with parseJapanDateTime.
 */
export const OptionalJapanDateTime = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: '2026-12-01T10:00:00+09:00',
      description: `${description}（ISO 8601。タイムゾーンのない値は日本時間。null または省略で未設定）`,
    }),
    IsOptional(),
    Fold('text', { emptyAsUndefined: true }),
    ValidateBy({
      name: 'isJapanDateTime',
      validator: { validate: (value) => typeof value === 'string' && parseJapanDateTime(value) !== null, defaultMessage: () => '日時の形式が正しくありません（例: 2026-12-01T10:00）' },
    }),
  );
