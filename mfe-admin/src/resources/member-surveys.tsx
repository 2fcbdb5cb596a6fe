// The member questionnaires in the back office (issue 16, SPEC §7 engineerstyle/* and freelancestart/*): the
// answers members send from my page (/user/survey/…). Staff list and filter them, correct an answer and delete
// one; they never make one (the member does), so there is no new-record page. Both screens share who answered
// (a link to the member's page), when, the keyword and answered-day filters; each declares its own answer fields.
import { Link } from '@er/router';
import { api, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { editPath } from './paths';
import { memberResource } from './member';
import { type Choice, type ColumnDeclaration, defineResource, type FilterDeclaration } from './types';

/** 円 per 万円: staff read and type the desired rate in 万円/月, the API keeps 円/月. */
const MAN = 10_000;

const choices = (labels: Record<number, string>): Choice[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
const WORK_STYLE_LABELS = { 1: '常駐希望', 2: 'ハイブリッド希望', 3: 'フルリモート希望', 4: 'こだわらない' };
const START_TIMING_LABELS = { 1: 'すぐにでも', 2: '1ヶ月以内', 3: '3ヶ月以内', 4: '半年以内', 5: '未定' };
const CURRENT_STATUS_LABELS = { 1: '会社員', 2: 'フリーランス', 3: '離職中', 4: '学生', 5: 'その他' };
const WEEKLY_DAY_CHOICES: Choice[] = [1, 2, 3, 4, 5].map((days) => ({ value: String(days), label: `週${days}日` }));

/** What rows of both questionnaires carry besides their answer. */
interface SurveyRow {
  id: number;
  member_id: number;
  member_name: string | null;
  member_email: string | null;
  answered_at: string;
  deleted_at: string | null;
}

/** 「山田 太郎」, or who it was once the member withdrew. */
const memberLabel = (row: SurveyRow) => row.member_name || row.member_email || `退会した会員（ID ${row.member_id}）`;

const SURVEY_FILTERS: FilterDeclaration[] = [
  { name: 'keyword', label: 'キーワード（氏名・メール・回答の記述）', kind: 'text' },
  { name: 'answered_from', label: '回答日（から）', kind: 'date' },
  { name: 'answered_to', label: '回答日（まで）', kind: 'date' },
];

/** The member (linked to their page) and the day they answered: first and last columns of both lists. */
function surveyColumns<Row extends SurveyRow>(answer: ColumnDeclaration<Row>[]): ColumnDeclaration<Row>[] {
  return [
    { key: 'id', header: 'ID', sortable: true, numeric: true, link: true },
    {
      key: 'member_name',
      header: '会員',
      cell: (r) => (
        <span className="er-cell-wrap">
          {r.member_name !== null ? <Link to={editPath(memberResource, r.member_id)}>{r.member_name}</Link> : memberLabel(r)}
          {r.member_email && (
            <>
              <br />
              <small>{r.member_email}</small>
            </>
          )}
        </span>
      ),
    },
    ...answer,
    { key: 'answered_at', header: '回答日時', sortable: true, cell: (r) => <time dateTime={r.answered_at}>{formatJapanDateTime(r.answered_at)}</time> },
  ];
}

/** Above the form: who answered (a link to the member's page) and when. */
function SurveySummary({ record }: { record: SurveyRow & { created_at: string } }) {
  return (
    <dl className="er-record-summary">
      <div>
        <dt>回答した会員</dt>
        <dd>
          {record.member_name !== null ? (
            <Link to={editPath(memberResource, record.member_id)}>
              {record.member_name}（{record.member_email}）
            </Link>
          ) : (
            memberLabel(record)
          )}
        </dd>
      </div>
      <div>
        <dt>回答日時</dt>
        <dd>{formatJapanDateTime(record.answered_at)}</dd>
      </div>
      <div>
        <dt>最初の回答</dt>
        <dd>{formatJapanDateTime(record.created_at)}</dd>
      </div>
    </dl>
  );
}

const surveyForm = {
  locked: (d: SurveyRow) => (d.deleted_at !== null ? '削除済みの回答は編集できません。会員がもう一度回答すると一覧に戻ります。' : null),
  summary: (d: SurveyRow & { created_at: string }) => <SurveySummary record={d} />,
  record: { label: (d: SurveyRow) => `${memberLabel(d)}さんの回答`, deleted: (d: SurveyRow) => d.deleted_at !== null },
};

const numberOf = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

type EngineerStyleValues = {
  work_style: string;
  desired_weekly_days: string;
  desired_rate: number | null;
  experience_years: number | null;
  preferences: string;
  note: string;
};

/** 働き方アンケート (engineerstyle/*). */
export const engineerStyleResource = defineResource<Schemas['EngineerStyleRowDto'], Schemas['EngineerStyleDetailDto'], EngineerStyleValues>({
  path: 'engineerstyle',
  title: '働き方アンケート',
  rowId: (r) => r.id,
  rowLabel: (r) => `${memberLabel(r)}さんの回答`,
  isDeleted: (r) => r.deleted_at !== null,
  createdElsewhere: true,
  operations: {
    search: api.adminEngineerstyle.adminEngineerstyleSearch,
    detail: api.adminEngineerstyle.adminEngineerstyleDetail,
    save: api.adminEngineerstyle.adminEngineerstyleEdit,
    delete: api.adminEngineerstyle.adminEngineerstyleDelete,
  },
  filters: [...SURVEY_FILTERS.slice(0, 1), { name: 'work_style', label: '希望する働き方', kind: 'select', options: choices(WORK_STYLE_LABELS) }, ...SURVEY_FILTERS.slice(1)],
  defaultSort: { sort: 'answered_at', order: 'desc' },
  columns: surveyColumns<Schemas['EngineerStyleRowDto']>([
    { key: 'work_style', header: '希望する働き方', sortable: true, cell: (r) => r.work_style_label },
    { key: 'desired_weekly_days', header: '稼働日数', cell: (r) => (r.desired_weekly_days === null ? '—' : `週${r.desired_weekly_days}日`) },
    { key: 'desired_rate', header: '希望単価', sortable: true, numeric: true, cell: (r) => (r.desired_rate === null ? '—' : `${r.desired_rate / MAN}万円`) },
    { key: 'experience_years', header: '経験年数', sortable: true, numeric: true, cell: (r) => (r.experience_years === null ? '—' : `${r.experience_years}年`) },
    { key: 'preferences', header: '希望ポジション・エリア', cell: (r) => <span className="er-cell-wrap">{r.preferences ?? '—'}</span> },
  ]),
  auditLabels: { desired_rate: '希望単価（円/月）' },
  auditValues: { work_style: WORK_STYLE_LABELS },
  form: {
    ...surveyForm,
    fields: [
      { name: 'work_style', label: '希望する働き方', kind: 'select', options: choices(WORK_STYLE_LABELS), required: true, short: true },
      { name: 'desired_weekly_days', label: '希望する稼働日数', kind: 'select', options: WEEKLY_DAY_CHOICES, short: true },
      { name: 'desired_rate', label: '希望単価（万円/月）', kind: 'number', min: 10, max: 500, short: true },
      { name: 'experience_years', label: '経験年数（年）', kind: 'number', min: 0, max: 50, short: true },
      { name: 'preferences', label: '希望するポジション・エリア', kind: 'text', maxLength: 255 },
      { name: 'note', label: 'その他・ご要望', kind: 'textarea', maxLength: 1000 },
    ],
    defaults: { work_style: '', desired_weekly_days: '', desired_rate: null, experience_years: null, preferences: '', note: '' },
    toForm: (d) => ({
      work_style: String(d.work_style),
      desired_weekly_days: d.desired_weekly_days === null ? '' : String(d.desired_weekly_days),
      desired_rate: d.desired_rate === null ? null : d.desired_rate / MAN,
      experience_years: d.experience_years,
      preferences: d.preferences ?? '',
      note: d.note ?? '',
    }),
    toBody: (v) => ({
      work_style: numberOf(v.work_style),
      desired_weekly_days: numberOf(v.desired_weekly_days),
      desired_rate: v.desired_rate === null ? null : Math.round(v.desired_rate * MAN),
      experience_years: v.experience_years,
      preferences: v.preferences || null,
      note: v.note || null,
    }),
  },
});

type FreelanceStartValues = {
  start_timing: string;
  current_status: string;
  has_freelance_experience: boolean;
  available_from: string;
  note: string;
};

/** フリーランス準備アンケート (freelancestart/*). */
export const freelanceStartResource = defineResource<Schemas['FreelanceStartRowDto'], Schemas['FreelanceStartDetailDto'], FreelanceStartValues>({
  path: 'freelancestart',
  title: 'フリーランス準備アンケート',
  rowId: (r) => r.id,
  rowLabel: (r) => `${memberLabel(r)}さんの回答`,
  isDeleted: (r) => r.deleted_at !== null,
  createdElsewhere: true,
  operations: {
    search: api.adminFreelancestart.adminFreelancestartSearch,
    detail: api.adminFreelancestart.adminFreelancestartDetail,
    save: api.adminFreelancestart.adminFreelancestartEdit,
    delete: api.adminFreelancestart.adminFreelancestartDelete,
  },
  filters: [
    ...SURVEY_FILTERS.slice(0, 1),
    { name: 'start_timing', label: '始められる時期', kind: 'select', options: choices(START_TIMING_LABELS) },
    { name: 'current_status', label: '現在の状況', kind: 'select', options: choices(CURRENT_STATUS_LABELS) },
    { name: 'has_freelance_experience', label: 'フリーランス経験', kind: 'select', options: choices({ 1: 'あり', 0: 'なし' }) },
    ...SURVEY_FILTERS.slice(1),
  ],
  defaultSort: { sort: 'answered_at', order: 'desc' },
  columns: surveyColumns<Schemas['FreelanceStartRowDto']>([
    { key: 'start_timing', header: '始められる時期', sortable: true, cell: (r) => r.start_timing_label },
    { key: 'current_status', header: '現在の状況', cell: (r) => r.current_status_label ?? '—' },
    { key: 'has_freelance_experience', header: '経験', cell: (r) => (r.has_freelance_experience ? 'あり' : 'なし') },
    { key: 'available_from', header: '参画できる日', sortable: true, cell: (r) => r.available_from ?? '—' },
  ]),
  auditValues: {
    start_timing: START_TIMING_LABELS,
    current_status: CURRENT_STATUS_LABELS,
    has_freelance_experience: { true: 'あり', false: 'なし' },
  },
  form: {
    ...surveyForm,
    fields: [
      { name: 'start_timing', label: '始められる時期', kind: 'select', options: choices(START_TIMING_LABELS), required: true, short: true },
      { name: 'current_status', label: '現在の状況', kind: 'select', options: choices(CURRENT_STATUS_LABELS), short: true },
      { name: 'has_freelance_experience', label: 'フリーランスとして働いた経験がある', kind: 'checkbox' },
      { name: 'available_from', label: '参画できる最も早い日', kind: 'date', short: true },
      { name: 'note', label: 'その他・ご相談したいこと', kind: 'textarea', maxLength: 1000 },
    ],
    defaults: { start_timing: '', current_status: '', has_freelance_experience: false, available_from: '', note: '' },
    toForm: (d) => ({
      start_timing: String(d.start_timing),
      current_status: d.current_status === null ? '' : String(d.current_status),
      has_freelance_experience: d.has_freelance_experience,
      available_from: d.available_from ?? '',
      note: d.note ?? '',
    }),
    toBody: (v) => ({
      start_timing: numberOf(v.start_timing),
      current_status: numberOf(v.current_status),
      has_freelance_experience: v.has_freelance_experience,
      available_from: v.available_from || null,
      note: v.note || null,
    }),
  },
});
