import ExcelJS from 'exceljs';

/** SPEC §9: the template's download name. */
export const TEMPLATE_FILE_NAME = 'skillsheet.xlsx';

export const TEMPLATE_SHEETS = { basic: '基本情報', career: '経歴', skills: 'スキル' } as const;

/** The phases of the 経歴 table (one column each, marked with ○). */
export const CAREER_PHASES = ['要件定義', '基本設計', '詳細設計', '実装', 'テスト', '運用'] as const;
export const CAREER_HEADERS = ['No.', '期間（開始〜終了）', '案件名・業務内容', '役割', '使用技術・環境', ...CAREER_PHASES] as const;
export const SKILL_HEADERS = ['分類', 'スキル', '経験年数', 'レベル・備考'] as const;
const CAREER_ROWS = 15;
const SKILL_ROWS = 30;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
const LABEL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin', color: { argb: 'FF8EA9C1' } },
  left: { style: 'thin', color: { argb: 'FF8EA9C1' } },
  bottom: { style: 'thin', color: { argb: 'FF8EA9C1' } },
  right: { style: 'thin', color: { argb: 'FF8EA9C1' } },
};
const FONT = 'Meiryo UI';
const A4_LANDSCAPE: Partial<ExcelJS.PageSetup> = {
  paperSize: 9, // A4
  orientation: 'landscape',
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  horizontalCentered: true,
  margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
};

function styleHeader(row: ExcelJS.Row): void {
  row.height = 24;
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.font = { name: FONT, bold: true, color: { argb: 'FFFFFFFF' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    cell.border = THIN;
  });
}

function bordered(row: ExcelJS.Row, columns: number, height: number): void {
  row.height = height;
  for (let c = 1; c <= columns; c++) {
    const cell = row.getCell(c);
    cell.border = THIN;
    cell.font = { name: FONT };
    cell.alignment = { vertical: 'top', wrapText: true };
  }
}

/** Sheet 基本情報: labels on the left, an input cell (bordered, wide) on the right. */
function basicSheet(book: ExcelJS.Workbook): void {
  const sheet = book.addWorksheet(TEMPLATE_SHEETS.basic, {
    pageSetup: { ...A4_LANDSCAPE, printArea: 'A1:B16' },
    views: [{ state: 'frozen', ySplit: 2 }],
    properties: { defaultRowHeight: 22 },
  });
  sheet.columns = [{ width: 22 }, { width: 70 }];
  sheet.mergeCells('A1:B1');
  const title = sheet.getCell('A1');
  title.value = 'スキルシート';
  title.font = { name: FONT, size: 16, bold: true };
  title.alignment = { vertical: 'middle' };
  sheet.getRow(1).height = 30;
  styleHeader(sheet.addRow(['項目', '記入欄']));
  const fields: Array<[string, string]> = [
    ['氏名', '例）山田 太郎'],
    ['フリガナ', '例）ヤマダ タロウ'],
    ['性別', ''],
    ['年齢', ''],
    ['最寄り駅', '例）JR山手線 渋谷駅'],
    ['稼働可能日', '例）2026年4月1日〜'],
    ['希望単価（月額・万円）', ''],
    ['希望稼働日数（週）', '例）週5日'],
    ['リモート希望', '例）フルリモート希望・週2日出社まで可'],
    ['最終学歴', ''],
    ['保有資格', ''],
    ['自己PR', ''],
    ['備考', ''],
  ];
  for (const [label, hint] of fields) {
    const row = sheet.addRow([label, '']);
    bordered(row, 2, label === '自己PR' ? 90 : 24);
    row.getCell(1).fill = LABEL_FILL;
    row.getCell(1).font = { name: FONT, bold: true };
    row.getCell(1).alignment = { vertical: 'middle' };
    if (hint) row.getCell(2).note = hint;
  }
  sheet.getCell('B6').numFmt = '0"歳"';
}

/** Sheet 経歴: one row per project, the phases as ○ columns. */
function careerSheet(book: ExcelJS.Workbook): void {
  const last = String.fromCharCode('A'.charCodeAt(0) + CAREER_HEADERS.length - 1);
  const sheet = book.addWorksheet(TEMPLATE_SHEETS.career, {
    pageSetup: { ...A4_LANDSCAPE, printArea: `A1:${last}${CAREER_ROWS + 1}`, printTitlesRow: '1:1' },
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [{ width: 5 }, { width: 22 }, { width: 46 }, { width: 14 }, { width: 30 }, ...CAREER_PHASES.map(() => ({ width: 9 }))];
  styleHeader(sheet.addRow([...CAREER_HEADERS]));
  for (let i = 1; i <= CAREER_ROWS; i++) {
    const row = sheet.addRow([i]);
    bordered(row, CAREER_HEADERS.length, 60);
    row.getCell(1).alignment = { vertical: 'top', horizontal: 'center' };
    for (let c = 6; c <= CAREER_HEADERS.length; c++) {
      row.getCell(c).alignment = { vertical: 'middle', horizontal: 'center' };
      row.getCell(c).dataValidation = { type: 'list', allowBlank: true, formulae: ['"○"'] };
    }
  }
  sheet.getCell('B2').note = '例）2023年4月〜2025年3月';
  sheet.getCell('C2').note = '例）ECサイトのリニューアル（受注管理・決済機能の設計と実装）';
  sheet.getCell('D2').note = '例）PL、メンバー（チーム5名）';
  sheet.getCell('E2').note = '例）Java 17, Spring Boot, AWS (ECS, RDS), MySQL';
}

/** Sheet スキル: a skill and its years of experience per row. */
function skillsSheet(book: ExcelJS.Workbook): void {
  const sheet = book.addWorksheet(TEMPLATE_SHEETS.skills, {
    pageSetup: { ...A4_LANDSCAPE, printArea: `A1:D${SKILL_ROWS + 1}`, printTitlesRow: '1:1' },
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [{ width: 18 }, { width: 30 }, { width: 12 }, { width: 50 }];
  styleHeader(sheet.addRow([...SKILL_HEADERS]));
  for (let i = 0; i < SKILL_ROWS; i++) {
    const row = sheet.addRow([]);
    bordered(row, SKILL_HEADERS.length, 22);
    row.getCell(1).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"言語,フレームワーク,データベース,クラウド・インフラ,OS,ツール,その他"'],
    };
    row.getCell(3).numFmt = '0.0"年"';
    row.getCell(3).dataValidation = { type: 'decimal', operator: 'between', allowBlank: true, formulae: [0, 50], error: '0〜50の数値を入力してください' };
  }
  sheet.getCell('B2').note = '例）Java';
}

/** A fresh skill-sheet template (SPEC §7 download-skill-sheet-template), built in memory. */
export async function buildSkillSheetTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'エンジニアルート';
  book.created = new Date();
  basicSheet(book);
  careerSheet(book);
  skillsSheet(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}
