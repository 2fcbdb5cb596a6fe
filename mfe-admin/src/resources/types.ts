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
import type { ReactNode } from 'react';
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
}

export interface Choice {
  value: string;
  label: string;
}

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
  | { name: string; label: string; kind: 'select'; options: readonly Choice[] };

interface FieldBase {
  /** The form value's path (dot-separated when nested); the server's field errors use the same path. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** A form field by kind. `datetime` values are 'YYYY-MM-DDTHH:mm' in the form. */
export type FieldDeclaration =
  | (FieldBase & { kind: 'text' | 'textarea' | 'date' | 'datetime' | 'checkbox'; maxLength?: number })
  /** `step` below 1 (0.1) takes decimals, with the phone keyboard that has a decimal point. */
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number })
  | (FieldBase & { kind: 'html' })
  | (FieldBase & { kind: 'select'; options: readonly Choice[] })
  | (FieldBase & { kind: 'tags'; termSearch: Operation<{ items: TermOption[] }> });

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
}

export interface ResourceDeclaration<Row = never, Detail = never, Values extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment under /admin (its SPEC §7 path name): 'admin-news' → /admin/admin-news. */
  path: string;
  /** The screen's name: navigation, 「お知らせ一覧」「お知らせの編集」「お知らせの新規作成」. */
  title: string;
  rowId(row: Row): number;
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
  tabs?: { param: string; choices?: readonly Choice[] };
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
  /** The operation's variables (default `{ id }`). */
  variables?(row: Row): Record<string, unknown>;
  /** Whether the row offers it now (an enabled account offers 無効にする, a disabled one 有効にする). */
  when?(row: Row): boolean;
  /** The dialog's question, naming the record and the action: 「山田 花子さんを無効にしますか？」 */
  confirm(row: Row): string;
  /** What will happen, in a sentence or two (the dialog's body). */
  explain?(row: Row): string;
  /** The dialog's confirm button: 「無効にする」. */
  confirmLabel: string;
  /** The toast once done: 「無効にしました。」 */
  done: string;
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
