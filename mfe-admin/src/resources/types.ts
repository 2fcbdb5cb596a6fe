// The declaration of an admin resource (issue 15, STYLE.md "Declared resources for the back office"): each
// back-office screen is one of these, read by the generic list and edit pages (pages/ResourceListPage.tsx,
// pages/ResourceEditPage.tsx), the side navigation and the route tree. A resource's declaration names the
// SDK operations of its API (the admin-resource toolkit's contract below), its columns, filters, form fields
// and which staff roles may do what.
//
// The API contract every resource follows:
//   search        GET  …/search?page&per_page&sort&order&<filters> → { items, total, page, per_page, last_page }
//   countInfo     GET  …/count-info?<filters>                       → { counts: [{ status, label, count }] }
//   detail        GET  …/detail/{id}                                → the record, with `version`
//   save / create POST …/edit (…/register, …/create)  { id?, version?, …fields } (400 VALIDATION_FAILED with
//                 field errors, 409 ADMIN_STALE_VERSION, 403 ADMIN_FORBIDDEN_ROLE)
//   delete / restore POST { id };  deleteMultiple POST { ids }
//   term-search   GET  …?term&limit                                 → { items: [{ id, label }] }
import type { ComponentType, ReactNode } from 'react';
import type { ApiErrorBody, CallOptions, Schemas } from '@er/api-client';

/** Staff roles (stored per admin user): viewers read only, editors write the catalog, owners also manage staff. */
export type StaffRole = Schemas['AdminRole'];

/** What an SDK call answers: `{ data }` or `{ error }` (never rejects on an API error). */
export type CallResult<T> = Promise<{ data: T; error?: undefined } | { data?: undefined; error: ApiErrorBody }>;

/**
 * One operation of the generated SDK (`api.adminNews.adminNewsSearch`), or a fake of one in a test. The
 * generic pages build the variables from the contract above, so any SDK function fits here whatever its
 * exact variable type; what it answers is typed.
 */
export type Operation<T> = (variables: never, options?: CallOptions) => CallResult<T>;

/** A page of `search`. */
export interface SearchPage<Row> {
  items: Row[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** What `count-info` answers: the totals per status, shown as the list's tabs. */
export interface CountInfo {
  counts: { status: string; label: string; count: number }[];
}

/** A typeahead candidate of `term-search`. */
export interface TermOption {
  id: number | string;
  label: string;
  /** A few words beside the label in the candidate list only (「公開中 12 件・言語」). */
  note?: string;
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * Choices read from the API when the screen opens (the areas of area-all, the tag categories), cached under
 * `key` for the session: `load` answers them in the order shown, or rejects (the field then says so).
 */
export interface ChoiceSource {
  /** Tells the sources apart in the query cache ('item/area-all'). */
  key: string;
  load(signal?: AbortSignal): Promise<readonly Choice[]>;
}

/** A fixed list of choices, or one read from the API. */
export type Choices = readonly Choice[] | ChoiceSource;

/** A column of the list. */
export interface ColumnDeclaration<Row> {
  /** The API's field: the `sort` parameter when sortable, and the cell's text unless `cell` is given. */
  key: string;
  header: string;
  sortable?: boolean;
  /** Right-aligned tabular figures (counts, rates, ids). */
  numeric?: boolean;
  /** The cell links to the record's edit page (usually the title). */
  link?: boolean;
  cell?: (row: Row) => ReactNode;
}

/** A filter above the list; its value is the search parameter `name` (and lives in the URL under that name). */
export type FilterDeclaration =
  | { name: string; label: string; kind: 'text' | 'date' }
  | { name: string; label: string; kind: 'select'; options: Choices }
  /**
   * A number as staff type it (「60」万円); the URL keeps it so, the API gets it times `scale` (600000 円) when
   * given. `unit` is shown after the box.
   */
  | { name: string; label: string; kind: 'number'; unit?: string; scale?: number }
  /**
   * One record picked with a typeahead (a tag): the API gets its id; the URL keeps the id, and `resolve`
   * names it again when the list opens from a link. `multiple`: any number of records, their ids comma-joined
   * (the API reads them as a list: a member's skills).
   */
  | {
      name: string;
      label: string;
      kind: 'lookup';
      termSearch: Operation<{ items: TermOption[] }>;
      resolve(id: string, signal?: AbortSignal): Promise<TermOption | null>;
      multiple?: boolean;
    };

interface FieldBase {
  /** The form value's path (dot-separated when nested); the server's field errors use the same path. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** A short value (a number, a date, a choice): two share a row on a wide screen, so long forms stay dense. */
  short?: boolean;
}

/** A form field by kind. `datetime` values are 'YYYY-MM-DDTHH:mm' in the form. */
export type FieldDeclaration =
  | (FieldBase & { kind: 'text' | 'textarea' | 'date' | 'datetime' | 'checkbox'; maxLength?: number })
  /** `step` below 1 (0.1) takes decimals, with the phone keyboard that has a decimal point. */
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number })
  | (FieldBase & { kind: 'html' })
  | (FieldBase & { kind: 'select'; options: Choices })
  /** Any number of choices (checkboxes): the value is the checked choices' values, in the choices' order. */
  | (FieldBase & { kind: 'checkboxes'; options: Choices })
  /**
   * Chosen records with a typeahead; `ordered`: the order chosen is kept and can be changed (表示順); `max`: at
   * most this many (1: one record picked by name, such as a column link's listing).
   */
  | (FieldBase & { kind: 'tags'; termSearch: Operation<{ items: TermOption[] }>; ordered?: boolean; max?: number });

/** What a staff member may do to a resource; each needs its operation and one of the roles. */
export type ResourceAction = 'create' | 'edit' | 'delete' | 'restore' | 'deleteMultiple';

export interface ResourceOperations<Row, Detail> {
  search: Operation<SearchPage<Row>>;
  countInfo?: Operation<CountInfo>;
  detail?: Operation<Detail>;
  /** Saves an existing record (and a new one too when there is no `create`). */
  save?: Operation<unknown>;
  create?: Operation<unknown>;
  delete?: Operation<unknown>;
  restore?: Operation<unknown>;
  deleteMultiple?: Operation<unknown>;
}

/** The form of a resource: its fields, the values of a new record, and how a record becomes form values. */
export interface FormDeclaration<Detail, Values extends Record<string, unknown>> {
  fields: readonly FieldDeclaration[];
  defaults: Values;
  toForm(detail: Detail): Values;
  /** The body fields the form's values become (default: the values as they are); id and version are added. */
  toBody?(values: Values): Record<string, unknown>;
  /** Why the record cannot be edited now (「削除済みの案件は編集できません。」), or null: the form is then read only. */
  locked?(detail: Detail): string | null;
  /** Facts shown above the form of a record: its state, a link to its public page. */
  summary?(detail: Detail): ReactNode;
  /**
   * The record's page also offers 削除 (when the resource has `delete`): the record in a few words for the
   * confirm dialog, and whether it is deleted already (nothing offered then).
   */
  record?: { label(detail: Detail): string; deleted(detail: Detail): boolean };
  /** Saves that also change the record's state (公開する, 募集終了にする), each after its confirm dialog. */
  actions?: readonly FormActionDeclaration<Detail, Values>[];
  /**
   * Fields a machine filled in for staff to check (a draft read from a mail): the form value `field` holds
   * their names (the form fields' names), each marked 「要確認」 until staff press 「確認済みにする」.
   */
  review?: { field: string; hint?: string };
}

/**
 * A save that also changes the record's state (公開する): the form's values with `values` applied go to the
 * save operation after the confirm dialog; a validation error lands on the fields as with 保存する.
 */
export interface FormActionDeclaration<Detail, Values> {
  /** Tells the actions apart (keys, tests). */
  name: string;
  /** The button's words: 「公開する」. */
  label: string;
  /** Whether the form offers it now; `record` is null on a new record's form. */
  when(record: Detail | null, values: Values): boolean;
  /** The values saved instead of the form's (the form keeps showing what was typed). */
  values(values: Values): Values;
  /** The dialog's question: 「この案件を公開しますか？」 */
  confirm: string;
  /** What will happen (the dialog's body). */
  explain?: string;
  confirmLabel: string;
  /** The toast once saved: 「公開しました。」 */
  done: string;
  danger?: boolean;
}

export interface ResourceDeclaration<Row = never, Detail = never, Values extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment under /admin (its SPEC §7 path name): 'admin-news' → /admin/admin-news. */
  path: string;
  /** The screen's name: navigation, 「お知らせ一覧」「お知らせの編集」「お知らせの新規作成」. */
  title: string;
  /** The navigation's words when they differ from the title (「スタッフ管理」 for the list 「スタッフ一覧」). */
  navLabel?: string;
  /** The record's id (a number; a string where the API's ids are UUIDs). */
  rowId(row: Row): number | string;
  /** The record in a few words, for confirm dialogs and checkbox names. */
  rowLabel(row: Row): string;
  /** A soft-deleted row: offers 復元 instead of 削除. */
  isDeleted?(row: Row): boolean;
  operations: ResourceOperations<Row, Detail>;
  columns: readonly ColumnDeclaration<Row>[];
  filters?: readonly FilterDeclaration[];
  /**
   * Status tabs above the list; the chosen status is the search parameter `param`. The tabs are count-info's
   * statuses with their counts when the resource has count-info, else `choices` (no counts).
   */
  tabs?: {
    param: string;
    choices?: readonly Choice[];
    /**
     * The first tab, without the parameter: its label (default 「すべて」), or false when the API's list
     * without it is one of the statuses (`initial`): that tab is then pressed while the URL names none.
     */
    all?: string | false;
    /** The status the API lists without the parameter, when `all` is false. */
    initial?: string;
  };
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  form?: FormDeclaration<Detail, Values>;
  /** Roles per action; an action not listed is for owners and editors (CATALOG_WRITERS). */
  roles?: Partial<Record<ResourceAction, readonly StaffRole[]>>;
  /**
   * Who may open the screens at all and sees them in the navigation (default: every staff role). Staff
   * accounts are for owners; the API refuses the others (403) whatever the screen shows.
   */
  access?: readonly StaffRole[];
  /** The row's actions of its own, after 編集 and before 削除/復元. */
  actions?: readonly RowActionDeclaration<Row>[];
  /**
   * The words of making a record when 新規作成 / 登録 do not say what happens (staff: an invitation by mail):
   * the list's link, the page's heading, the submit button, the toast.
   */
  createWords?: { link: string; heading: string; submit: string; done: string };
  /** Records are made elsewhere (a member's questionnaire answer): no new-record page, 新規作成 is not offered. */
  createdElsewhere?: true;
  /**
   * Names of audited fields the form does not show, or shows in other units than the log's stored values
   * (a rate typed in 万円, logged in 円); the audit log names the other fields by the form's labels.
   */
  auditLabels?: Record<string, string>;
  /** Words of audited coded values by field (a progress code's label: `{ progress: { '0': '未対応' } }`). */
  auditValues?: Record<string, Record<string, string>>;
  /** Pages of their own beside the list (「メールから下書き作成」), linked from the list's head. */
  tools?: readonly ToolDeclaration[];
  /** Controls in the list's head over the whole list as filtered and sorted (「CSVダウンロード」). */
  listActions?: readonly ListActionDeclaration[];
  /**
   * A record's page of its own instead of the form's (a member's tabs of reads and small changes), at the
   * record page's path; the list links the `link` column to it.
   */
  recordPage?: ComponentType<{ resource: AnyResource }>;
}

/** A control in a list's head given the list's search parameters without the page (its filters, tab and order). */
export interface ListActionDeclaration {
  name: string;
  component: ComponentType<{ query: Record<string, string | number> }>;
  /** Who is offered it (default CATALOG_WRITERS); the server checks the role anyway. */
  roles?: readonly StaffRole[];
}

/** A page of a resource's own at /admin/<resource path>/<path>, linked from the list's head. */
export interface ToolDeclaration {
  /** The URL segment after the resource's path: 'register-email-temporary'. */
  path: string;
  /** The link's and the page heading's words. */
  title: string;
  page: ComponentType;
  /** Who is offered the link (default CATALOG_WRITERS); the page itself says when a role may not use it. */
  roles?: readonly StaffRole[];
}

/**
 * An action of its own on one row, beside 編集/削除/復元 (「再設定メールを送る」「無効にする」): one operation,
 * asked after the confirm dialog says what will happen, answered with a toast.
 */
export interface RowActionDeclaration<Row> {
  /** Tells the actions of a resource apart (keys, tests). */
  name: string;
  /** The button's words; its accessible name is 「<rowLabel>を<label>」 (「山田 花子を無効にする」). */
  label: string;
  operation: Operation<unknown>;
  /** The operation's variables (default `{ id }`); `picked` is the record chosen in the `pick` step. */
  variables?(row: Row, picked?: TermOption): Record<string, unknown>;
  /** Whether the row offers it now (an enabled account offers 無効にする, a disabled one 有効にする). */
  when?(row: Row): boolean;
  /**
   * A first step that asks for another record (the tag to merge into) with a typeahead of its candidates;
   * the confirm dialog follows once one is chosen.
   */
  pick?: { label: string; hint?: string; candidates(row: Row): Operation<{ items: TermOption[] }> };
  /** The dialog's question, naming the record and the action: 「山田 花子さんを無効にしますか？」 */
  confirm(row: Row, picked?: TermOption): string;
  /** What will happen, in a sentence or two (the dialog's body). */
  explain?(row: Row, picked?: TermOption): string;
  /** The dialog's confirm button: 「無効にする」. */
  confirmLabel: string;
  /** The toast once done: 「無効にしました。」 */
  done: string | ((row: Row, picked?: TermOption) => string);
  /** Where to go once done (the tag merged into), or nowhere: the list is read again. */
  then?(row: Row, picked?: TermOption): string | null;
  /** The confirm button in the danger colour (something staff cannot simply undo). */
  danger?: boolean;
  /** Who is offered it (default CATALOG_WRITERS); the server checks the role anyway. */
  roles?: readonly StaffRole[];
}

/** A declaration whatever its row and form types (the registry's element type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDeclaration<any, any, any>;

/** Infers a declaration's types from its operations and form (`defineResource({ … })`). */
export function defineResource<Row, Detail = never, Values extends Record<string, unknown> = Record<string, unknown>>(
  declaration: ResourceDeclaration<Row, Detail, Values>,
): ResourceDeclaration<Row, Detail, Values> {
  return declaration;
}

/**
 * A screen of one record without a list (a master figure: 平均稼働期間): the current value, and a form
 * that replaces it. Read by the generic SettingPage at /admin/<path>.
 */
export interface SettingDeclaration<Current = never, Values extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment under /admin and the audit log's resource name (its SPEC §7 path name). */
  path: string;
  /** The screen's name (heading, navigation). */
  title: string;
  /** Reads the current record. */
  read: Operation<Current>;
  /** Saves the form's body (`toBody` of the values): the record replaced whole. */
  save: Operation<unknown>;
  /** The current record as staff read it above the form (「14.6ヶ月」), or null when nothing is set yet. */
  current(record: Current): string | null;
  form: FormDeclaration<Current, Values>;
  /** Who may save (default CATALOG_WRITERS); the others see the form read only. */
  writers?: readonly StaffRole[];
  /** Who may open the screen at all (default: every staff role). */
  access?: readonly StaffRole[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySetting = SettingDeclaration<any, any>;

/** Infers a setting's types from its operations and form (`defineSetting({ … })`). */
export function defineSetting<Current, Values extends Record<string, unknown> = Record<string, unknown>>(
  declaration: SettingDeclaration<Current, Values>,
): SettingDeclaration<Current, Values> {
  return declaration;
}
