import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { AdminNewsRowDto } from '../../news/admin-news/dto/admin-news.dto';

export const ACCESS_DAYS_MIN = 7;
export const ACCESS_DAYS_MAX = 90;
export const ACCESS_DAYS_DEFAULT = 30;
export const REGISTRATION_MONTHS = 24;
export const TOP_LIMIT = 10;
export const LATEST_NEWS_LIMIT = 5;

const WHO_COUNTS = '本登録済みで退会していない会員';

export class MonthlyRegistrationDto {
  @ApiProperty({ example: '2026-11', description: '月（日本時間、YYYY-MM）' }) month!: string;
  @ApiProperty({ example: '2026年11月' }) label!: string;
  @ApiProperty({ example: 12, description: 'その月に登録した会員数（0の月も含む）' }) count!: number;
}

export class MonthlyRegistrationsDto {
  @ApiProperty({ type: [MonthlyRegistrationDto], description: `直近${REGISTRATION_MONTHS}か月（古い順、今月まで）。数えるのは${WHO_COUNTS}` })
  months!: MonthlyRegistrationDto[];
  @ApiProperty({ description: '期間の合計' }) total!: number;
}

export class AgeBandDto {
  @ApiProperty({ example: '25-29', description: '区分（18-24, 25-29 … 55-59, 60-, unknown: 生年月日なし, under-18: 18歳未満（該当者がいる場合のみ））' }) band!: string;
  @ApiProperty({ example: '25〜29歳' }) label!: string;
  @ApiProperty() count!: number;
}

export class AgeBandsDto {
  @ApiProperty({ type: [AgeBandDto], description: `年齢層ごとの会員数（年齢は日本時間の今日における生年月日からの満年齢）。数えるのは${WHO_COUNTS}` })
  bands!: AgeBandDto[];
  @ApiProperty() total!: number;
}

/** GET …/user-item-details-access-info and …/user-browse-column-access-info. */
export class AccessInfoQueryDto {
  @ApiPropertyOptional({ minimum: ACCESS_DAYS_MIN, maximum: ACCESS_DAYS_MAX, default: ACCESS_DAYS_DEFAULT, description: '今日までの日数（日本時間）' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(ACCESS_DAYS_MIN)
  @Max(ACCESS_DAYS_MAX)
  days: number = ACCESS_DAYS_DEFAULT;
}

export class DailyViewsDto {
  @ApiProperty({ example: '2026-11-26', description: '日（日本時間、YYYY-MM-DD）' }) day!: string;
  @ApiProperty({ description: '閲覧数（同じ訪問者は1日1回、クローラーを除く）' }) views!: number;
}

export class ViewedItemDto {
  @ApiProperty() item_id!: number;
  @ApiProperty({ type: String, nullable: true, description: '案件名（案件が削除されていれば null）' }) name!: string | null;
  @ApiProperty() views!: number;
}

export class ItemAccessInfoDto {
  @ApiProperty({ type: [DailyViewsDto], description: '日ごとの案件詳細の閲覧数（古い順、今日まで、0の日も含む）' }) days!: DailyViewsDto[];
  @ApiProperty({ description: '期間の合計' }) total!: number;
  @ApiProperty({ type: [ViewedItemDto], description: `期間中によく見られた案件（多い順、最大${TOP_LIMIT}件）` }) top_items!: ViewedItemDto[];
}

export class ViewedColumnDto {
  @ApiProperty() url!: string;
  @ApiProperty({ type: String, nullable: true, description: 'コラムのタイトル（そのURLのコラム連携がもうなければ null）' }) title!: string | null;
  @ApiProperty() views!: number;
}

export class ColumnAccessInfoDto {
  @ApiProperty({ type: [DailyViewsDto], description: '日ごとのコラムの閲覧数（サイトに表示したコラムのリンクが開かれた数。古い順、今日まで、0の日も含む）' })
  days!: DailyViewsDto[];
  @ApiProperty({ description: '期間の合計' }) total!: number;
  @ApiProperty({ type: [ViewedColumnDto], description: `期間中によく見られたコラム（多い順、最大${TOP_LIMIT}件）` }) top_columns!: ViewedColumnDto[];
}

export class LatestNewsDto {
  @ApiProperty({ type: [AdminNewsRowDto], description: `公開中のスタッフ向けお知らせ（新しい順、最大${LATEST_NEWS_LIMIT}件）` }) news!: AdminNewsRowDto[];
}
