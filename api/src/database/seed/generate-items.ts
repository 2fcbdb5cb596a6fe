import { ItemStatus, RemoteLevel } from '../../modules/items/entities/item.entity';
import { Random } from './prng';
import { BIZ_CATEGORIES, REMOTE_AREA_ID } from './master-data';

/** One generated listing, ready to insert (ids: item id and master/tag ids as seeded). */
export interface GeneratedItem {
  row: {
    id: number;
    name: string;
    rateMin: number | null;
    rateMax: number | null;
    rateDetail: string;
    areaDetail: string | null;
    bizCategoryId: number;
    systemType: string;
    jobType: string;
    mustHaveRequirements: string;
    niceToHaveRequirements: string;
    detail: string;
    remoteLevel: RemoteLevel;
    weeklyDaysMin: number | null;
    weeklyDaysMax: number | null;
    workingHours: string;
    settlementRange: string;
    interviewCount: number;
    contractTypeId: number;
    startDate: string | null;
    status: ItemStatus;
    isFeatured: boolean;
    publishedAt: Date;
    endedAt: Date | null;
    viewCount: number;
    createdAt: Date;
    updatedAt: Date;
  };
  /** Tag terms in display order. */
  tagTerms: string[];
  areaIds: number[];
}

interface Stack {
  lang: string;
  frameworks: string[];
  databases: string[];
  positions: string[];
  systems: string[];
  /** Typical monthly rate band in 万円. */
  rate: [number, number];
  weight: number;
  /** Label used in the name instead of "lang/framework" (for non-language roles). */
  label?: string;
}

const STACKS: Stack[] = [
  { lang: 'Java', frameworks: ['Spring Boot', 'Spring', 'Struts'], databases: ['Oracle', 'PostgreSQL', 'MySQL'], positions: ['SE', 'PG', 'バックエンドエンジニア', 'PL'], systems: ['業務システム', '金融系システム', '基幹システム', 'Webシステム'], rate: [55, 85], weight: 20 },
  { lang: 'PHP', frameworks: ['Laravel', 'CakePHP', 'Symfony'], databases: ['MySQL', 'PostgreSQL'], positions: ['サーバーサイドエンジニア', 'バックエンドエンジニア', 'PG'], systems: ['Webサービス', 'ECサイト', 'Webシステム', 'SaaS'], rate: [50, 80], weight: 12 },
  { lang: 'Python', frameworks: ['Django', 'FastAPI', 'Flask'], databases: ['PostgreSQL', 'BigQuery', 'MySQL'], positions: ['バックエンドエンジニア', 'データエンジニア', '機械学習エンジニア', 'データサイエンティスト'], systems: ['Webサービス', 'SaaS', 'Webシステム'], rate: [60, 95], weight: 11 },
  { lang: 'TypeScript', frameworks: ['React', 'Next.js', 'Vue.js', 'NestJS', 'Angular'], databases: ['PostgreSQL', 'MySQL', 'DynamoDB'], positions: ['フロントエンドエンジニア', 'フルスタックエンジニア', 'バックエンドエンジニア'], systems: ['Webサービス', 'SaaS', 'ECサイト'], rate: [60, 95], weight: 12 },
  { lang: 'JavaScript', frameworks: ['Vue.js', 'React', 'Nuxt.js', 'jQuery', 'Node.js'], databases: ['MySQL', 'MongoDB'], positions: ['フロントエンドエンジニア', 'Webディレクター'], systems: ['Webサービス', 'ECサイト', 'Webシステム'], rate: [50, 80], weight: 6 },
  { lang: 'Go', frameworks: ['Gin', 'Echo'], databases: ['MySQL', 'PostgreSQL', 'Redis'], positions: ['バックエンドエンジニア', 'サーバーサイドエンジニア', 'SRE'], systems: ['Webサービス', 'SaaS', '決済システム'], rate: [70, 105], weight: 6 },
  { lang: 'Ruby', frameworks: ['Ruby on Rails'], databases: ['MySQL', 'PostgreSQL'], positions: ['サーバーサイドエンジニア', 'バックエンドエンジニア', 'フルスタックエンジニア'], systems: ['Webサービス', 'SaaS', 'ECサイト'], rate: [60, 90], weight: 6 },
  { lang: 'Kotlin', frameworks: ['Jetpack Compose', 'Spring Boot'], databases: ['MySQL', 'PostgreSQL'], positions: ['Androidエンジニア', 'アプリエンジニア', 'バックエンドエンジニア'], systems: ['スマホアプリ', 'Webサービス'], rate: [65, 95], weight: 4 },
  { lang: 'Swift', frameworks: ['SwiftUI'], databases: ['MySQL'], positions: ['iOSエンジニア', 'アプリエンジニア'], systems: ['スマホアプリ'], rate: [60, 90], weight: 4 },
  { lang: 'C#', frameworks: ['.NET', 'ASP.NET', 'Unity'], databases: ['SQL Server', 'Oracle'], positions: ['SE', 'PG', 'ゲームエンジニア'], systems: ['業務システム', 'ゲーム開発', '社内システム'], rate: [50, 80], weight: 6 },
  { lang: 'C++', frameworks: ['Unreal Engine'], databases: ['SQL Server'], positions: ['PG', 'ゲームエンジニア', 'SE'], systems: ['組込み・制御', 'ゲーム開発'], rate: [55, 85], weight: 3 },
  { lang: 'Scala', frameworks: ['Spring Boot'], databases: ['PostgreSQL', 'MySQL'], positions: ['バックエンドエンジニア', 'テックリード'], systems: ['Webサービス', '決済システム', 'SaaS'], rate: [75, 110], weight: 2 },
  { lang: 'Rust', frameworks: ['Rust'], databases: ['PostgreSQL'], positions: ['バックエンドエンジニア', 'テックリード'], systems: ['Webサービス', 'SaaS', 'ブロックチェーン'], rate: [80, 120], weight: 1 },
  { lang: 'COBOL', frameworks: ['SQL'], databases: ['Oracle'], positions: ['SE', 'PG'], systems: ['金融系システム', '基幹システム'], rate: [45, 70], weight: 2 },
  { lang: 'AWS', label: 'AWS/インフラ', frameworks: ['Terraform', 'Kubernetes', 'Docker', 'Linux'], databases: ['MySQL', 'PostgreSQL'], positions: ['インフラエンジニア', 'SRE'], systems: ['Webサービス', 'SaaS', '社内システム'], rate: [60, 100], weight: 7 },
  { lang: 'Azure', label: 'Azure/インフラ', frameworks: ['Windows Server', 'Terraform'], databases: ['SQL Server'], positions: ['インフラエンジニア'], systems: ['社内システム', '業務システム'], rate: [55, 90], weight: 2 },
  { lang: 'GCP', label: 'GCP/データ基盤', frameworks: ['BigQuery', 'Terraform'], databases: ['BigQuery', 'Snowflake'], positions: ['データエンジニア', 'インフラエンジニア'], systems: ['Webサービス', 'SaaS'], rate: [65, 100], weight: 2 },
  { lang: 'PMO', label: 'PMO', frameworks: ['上流工程'], databases: ['Oracle'], positions: ['PMO', 'PM', 'ITコンサルタント'], systems: ['基幹システム', '業務システム', 'ERP'], rate: [70, 130], weight: 5 },
  { lang: 'PM', label: 'PM', frameworks: ['上流工程'], databases: ['MySQL'], positions: ['PM', 'PL', 'スクラムマスター'], systems: ['Webサービス', '業務システム', 'SaaS'], rate: [75, 150], weight: 3 },
  { lang: 'Salesforce', label: 'Salesforce', frameworks: ['CRM'], databases: ['Oracle'], positions: ['SE', 'ITコンサルタント'], systems: ['CRM', '業務システム'], rate: [60, 95], weight: 2 },
  { lang: 'SAP', label: 'SAP', frameworks: ['ERP'], databases: ['Oracle'], positions: ['ITコンサルタント', 'SE'], systems: ['ERP', '基幹システム'], rate: [70, 130], weight: 2 },
];

/** Clients per industry (index = biz_categories id − 1). */
const CLIENTS: readonly string[][] = [
  ['大手金融機関', 'メガバンク', '大手証券会社', '生命保険会社', 'ネット銀行', 'クレジットカード会社'],
  ['大手通信キャリア', '通信事業者', 'ISP事業者'],
  ['大手自動車メーカー', '電機メーカー', '精密機器メーカー', '化学メーカー'],
  ['大手小売チェーン', 'アパレル企業', '大手EC事業者', 'コンビニチェーン'],
  ['大手ポータルサイト運営企業', '急成長スタートアップ', 'SaaS企業', 'メガベンチャー'],
  ['大手ゲーム会社', 'スマホゲーム開発会社', 'エンタメ企業'],
  ['医療系スタートアップ', '電子カルテベンダー', '介護サービス企業'],
  ['官公庁', '地方自治体', '独立行政法人'],
  ['EdTech企業', '大手教育サービス企業', '大学'],
  ['大手広告代理店', '動画配信サービス企業', '出版社', 'Webメディア運営企業'],
  ['人材サービス企業', '不動産テック企業', '大手物流企業', '旅行予約サービス企業'],
];

const SUBJECTS: Record<string, string[]> = {
  業務システム: ['販売管理システム', '在庫管理システム', '人事給与システム', '会計システム', '生産管理システム'],
  金融系システム: ['勘定系システム', '融資審査システム', '証券取引システム', '保険契約管理システム'],
  基幹システム: ['基幹システム', '販売管理基盤', '受発注システム'],
  Webシステム: ['会員管理システム', '予約管理システム', '顧客管理システム', '社内ポータル'],
  Webサービス: ['マッチングサービス', '動画配信プラットフォーム', '口コミサイト', 'ポイントサービス', 'メディアサイト'],
  ECサイト: ['ECサイト', 'ネットスーパー', 'D2Cブランドサイト'],
  SaaS: ['SaaSプロダクト', 'BtoB SaaS', '勤怠管理SaaS', '請求書管理SaaS'],
  スマホアプリ: ['スマホアプリ', '公式アプリ', 'ヘルスケアアプリ', 'フィンテックアプリ'],
  ゲーム開発: ['スマホゲーム', 'ソーシャルゲーム', 'コンシューマゲーム'],
  '組込み・制御': ['車載システム', '製造装置制御ソフト', 'IoTデバイス'],
  決済システム: ['決済基盤', 'QRコード決済システム', '決済代行サービス'],
  社内システム: ['社内インフラ', '社内システム', '情報系システム'],
  CRM: ['CRM', '営業支援システム'],
  ERP: ['ERP導入', '会計モジュール'],
  ブロックチェーン: ['ブロックチェーン基盤', '暗号資産取引所'],
};

const PHASES = ['開発', '新規開発', '追加開発', 'リプレイス', '保守運用', '機能改修', '設計・開発', '基盤構築', '運用改善', 'PoC開発'];
const PM_PHASES = ['プロジェクト支援', '推進支援', '導入支援', '刷新プロジェクト支援'];
const STATIONS = ['渋谷', '新宿', '品川', '六本木', '大手町', '豊洲', '五反田', '池袋', '秋葉原', '目黒', '田町', '恵比寿', '虎ノ門', '中目黒', '浜松町'];
const OTHER_STATIONS: Record<number, string[]> = {
  14: ['横浜', 'みなとみらい', '川崎'],
  27: ['梅田', '本町', '難波', '新大阪'],
  23: ['名古屋', '栄', '伏見'],
  40: ['博多', '天神'],
  11: ['大宮', '浦和'],
  12: ['千葉', '海浜幕張'],
  1: ['札幌'],
  4: ['仙台'],
  26: ['京都', '烏丸'],
  34: ['広島'],
};
const AREA_WEIGHTS: readonly (readonly [number, number])[] = [
  [13, 62],
  [14, 9],
  [27, 8],
  [23, 5],
  [40, 5],
  [11, 3],
  [12, 3],
  [1, 2],
  [4, 1],
  [26, 1],
  [34, 1],
];
const WORKING_HOURS = ['9:00〜18:00', '10:00〜19:00', '9:30〜18:30', 'フレックス（コア 11:00〜15:00）', '8:45〜17:45'];
const SETTLEMENT = ['140〜180h', '140〜200h', '160〜200h', '精算なし', '150〜190h'];
const FEATURE_EXTRAS = ['エンド直', '安定稼働', '服装自由', '長期案件', '即日参画可', '残業少なめ', '上流工程', '新規開発', '大手企業', 'スタートアップ', '土日稼働なし', '40代活躍中', '外国籍可'];

const DAY = 24 * 60 * 60 * 1000;

function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Deterministic listings: the same seed gives the same items (names, rates, tags …); only the dates
 * are relative to `now` so the demo always looks fresh.
 */
export function generateItems(count: number, seed: number, now: Date, firstId = 1): GeneratedItem[] {
  return [...iterateItems(count, seed, now, firstId)];
}

/** Same as generateItems, one at a time (100,000 items need not be held in memory). */
export function* iterateItems(count: number, seed: number, now: Date, firstId = 1): Generator<GeneratedItem> {
  const random = new Random(seed);
  const stackWeights = STACKS.map((s) => [s, s.weight] as const);
  for (let i = 0; i < count; i++) {
    const stack = random.weighted(stackWeights);
    const framework = random.pick(stack.frameworks);
    const database = random.pick(stack.databases);
    const position = random.pick(stack.positions);
    const system = random.pick(stack.systems);
    const bizCategoryIndex = system === 'ゲーム開発' ? 5 : system === '金融系システム' ? 0 : random.int(0, BIZ_CATEGORIES.length - 1);
    const client = random.pick(CLIENTS[bizCategoryIndex]);
    const subject = random.pick(SUBJECTS[system] ?? ['Webシステム']);
    const isManagement = stack.label === 'PMO' || stack.label === 'PM';
    const phase = random.pick(isManagement ? PM_PHASES : PHASES);
    const label = stack.label ?? (framework !== stack.lang && random.chance(0.8) ? `${stack.lang}/${framework}` : stack.lang);
    const name = `【${label}】${client}向け${subject}${phase}`;

    // Rates in 万円/月, rounded to 5; a few listings state no rate.
    const highRate = random.chance(0.12);
    let rateMax: number | null = Math.min(150, Math.max(40, Math.round(random.int(stack.rate[0], stack.rate[1] + (highRate ? 30 : 0)) / 5) * 5));
    let rateMin: number | null = random.chance(0.45) ? Math.max(40, rateMax - random.int(2, 4) * 5) : null;
    if (rateMin !== null && rateMin >= rateMax) rateMin = null;
    let rateDetail = rateMin !== null ? `${rateMin}〜${rateMax}万円/月` : `〜${rateMax}万円/月`;
    if (random.chance(0.06)) {
      rateMax = null;
      rateMin = null;
      rateDetail = 'スキル見合い';
    }

    const remoteLevel = random.weighted<RemoteLevel>([
      [RemoteLevel.FullRemote, 33],
      [RemoteLevel.PartlyRemote, 37],
      [RemoteLevel.OnSite, 30],
    ]);
    const prefectureArea = random.weighted(AREA_WEIGHTS);
    const areaIds = remoteLevel === RemoteLevel.FullRemote ? (random.chance(0.5) ? [REMOTE_AREA_ID] : [REMOTE_AREA_ID, prefectureArea]) : [prefectureArea];
    const station = random.pick(OTHER_STATIONS[prefectureArea] ?? STATIONS);
    const areaDetail =
      remoteLevel === RemoteLevel.FullRemote
        ? random.pick(['フルリモート', 'フルリモート（初日のみ出社）', 'フルリモート（月1回出社あり）'])
        : remoteLevel === RemoteLevel.PartlyRemote
          ? `${station}駅（週${random.int(1, 3)}日出社、他リモート）`
          : `${station}駅 徒歩${random.int(1, 10)}分`;

    const weekly = random.weighted<[number, number]>([
      [[5, 5], 68],
      [[3, 5], 15],
      [[4, 5], 10],
      [[2, 3], 4],
      [[3, 4], 3],
    ]);

    const tagTerms: string[] = [];
    const addTag = (term: string) => {
      if (!tagTerms.includes(term)) tagTerms.push(term);
    };
    addTag(stack.lang);
    addTag(framework);
    if (random.chance(0.6)) addTag(database);
    addTag(position);
    if (random.chance(0.7)) addTag(system);
    if (stack.lang !== 'AWS' && stack.lang !== 'GCP' && stack.lang !== 'Azure' && random.chance(0.45)) addTag(random.pick(['AWS', 'AWS', 'GCP', 'Azure']));
    if (remoteLevel !== RemoteLevel.OnSite) addTag('リモートワーク');
    if (remoteLevel === RemoteLevel.FullRemote && random.chance(0.6)) addTag('フルリモート');
    if (remoteLevel === RemoteLevel.OnSite && random.chance(0.5)) addTag('社内常駐');
    if (rateMax !== null && rateMax >= 90) addTag('高単価');
    if (weekly[0] <= 3) addTag('週3日〜OK');
    for (const extra of random.sample(FEATURE_EXTRAS, random.int(0, 2))) addTag(extra);
    while (tagTerms.length < 2) addTag(random.pick(['Git', 'Docker', 'Linux']));
    tagTerms.splice(8);

    // Dates: published within the last 120 days, a share within the last week; ~15% ended.
    const ageDays = random.chance(0.12) ? random.float() * 7 : random.float() * 120;
    const publishedAt = new Date(Math.floor(now.getTime() / 1000) * 1000 - Math.floor((ageDays * DAY) / 1000) * 1000);
    const ended = random.chance(0.15);
    const endedAt = ended ? new Date(Math.min(now.getTime(), publishedAt.getTime() + random.int(7, 60) * DAY)) : null;
    const startDate = random.chance(0.4)
      ? null
      : dateOnly(new Date(Date.UTC(publishedAt.getUTCFullYear(), publishedAt.getUTCMonth() + random.int(0, 2), 1)));
    const createdAt = new Date(publishedAt.getTime() - random.int(0, 3) * DAY);

    const years = random.int(2, 5);
    const must = [
      isManagement ? `・${system}プロジェクトでの${position}経験${years}年以上` : `・${stack.lang}を用いた開発経験${years}年以上`,
      framework !== stack.lang && !isManagement ? `・${framework}を用いた実務経験` : '・要件定義からの上流工程の経験',
      random.pick(['・チームでの開発経験', '・顧客折衝の経験', '・詳細設計からの一貫した経験', '・自走して課題解決できる方']),
    ];
    const nice = [
      `・${database}を用いた設計経験`,
      random.pick(['・AWS等クラウド環境での開発経験', '・アジャイル開発の経験', '・リーダー経験', '・CI/CD環境の構築経験', '・金融業界での業務知識']),
    ];
    const detail = [
      `${client}向け${subject}の${phase}をご担当いただきます。`,
      `${position}として、${random.pick(['要件定義', '基本設計', '詳細設計', '実装'])}〜${random.pick(['テスト', 'リリース', '運用保守'])}までの工程に携わっていただきます。`,
      `【開発環境】${[stack.lang, framework, database].filter((v, idx, all) => all.indexOf(v) === idx).join(' / ')}`,
      `【チーム体制】${random.int(3, 20)}名程度（${random.pick(['PM1名、エンジニア複数名', 'PL配下での参画', 'アジャイル（スクラム）体制'])}）`,
      random.pick(['長期参画を前提とした案件です。', '将来的にリーダーポジションもお任せ予定です。', 'モダンな技術スタックで開発できる環境です。', '安定した稼働が見込める案件です。']),
    ].join('\n');

    yield {
      row: {
        id: firstId + i,
        name,
        rateMin: rateMin === null ? null : rateMin * 10000,
        rateMax: rateMax === null ? null : rateMax * 10000,
        rateDetail,
        areaDetail,
        bizCategoryId: bizCategoryIndex + 1,
        systemType: system,
        jobType: position,
        mustHaveRequirements: must.join('\n'),
        niceToHaveRequirements: nice.join('\n'),
        detail,
        remoteLevel,
        weeklyDaysMin: weekly[0],
        weeklyDaysMax: weekly[1],
        workingHours: random.pick(WORKING_HOURS),
        settlementRange: random.pick(SETTLEMENT),
        interviewCount: random.weighted([
          [1, 70],
          [2, 30],
        ]),
        contractTypeId: random.weighted([
          [1, 85],
          [2, 7],
          [3, 5],
          [4, 3],
        ]),
        startDate,
        status: ended ? ItemStatus.Ended : ItemStatus.Published,
        isFeatured: !ended && random.chance(0.05),
        publishedAt,
        endedAt,
        viewCount: Math.floor(Math.pow(random.float(), 3) * 5000),
        createdAt,
        updatedAt: endedAt ?? publishedAt,
      },
      tagTerms,
      areaIds,
    };
  }
}
