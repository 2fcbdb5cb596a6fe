import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage, type Schemas } from '@er/api-client';
import { Breadcrumb, Button, CheckboxField, ConfirmList, ErrorPanel, Spinner, TagList, TextAreaField, TextField, type Crumb } from '@er/ui';
import { FormMessage } from '../components/FormMessage';
import { MemberGate } from '../components/MemberGate';
import { japaneseDate, todayInJapan } from '../entry/entry-dates';
import { hasErrors, serverErrors, type FieldErrors } from '../forms/server-errors';
import { useFormPost } from '../hooks/useFormPost';
import type { UserInfo } from '../hooks/useUserInfo';
import { prependSheet, useSkillSheetList, type SkillSheet } from '../hooks/useSkillSheets';
import { SKILL_SHEET_ACCEPT } from '../hooks/upload-skill-sheet';
import './entry.css';

type ItemCard = Schemas['ItemCardDto'];

const HEADING = 'エントリー内容の入力';
const CRUMBS: Crumb[] = [{ label: '案件一覧', to: '/item/search' }, { label: HEADING }];
const FIELDS = ['skill_sheet_id', 'message', 'desired_start_date', 'agree'] as const;
type Field = (typeof FIELDS)[number];
/** The API's limit (EntryRequestDto: message ≤ 2000 characters, blanks around it removed). */
export const MESSAGE_MAX = 2000;
export const NO_SHEET = 'none';
export const NO_SHEET_LABEL = 'スキルシートなしでエントリー';
// The API's own wording of ENTRY_ITEM_NOT_FOUND / ENTRY_ITEM_ENDED (entries.errors.ts): the page says before
// the post what the post would answer.
export const ITEM_NOT_FOUND_MESSAGE = 'エントリーしようとした案件が見つかりませんでした。掲載が終了したか、URLが誤っている可能性があります。';
export const ITEM_ENDED_MESSAGE = 'この案件は募集を終了したため、エントリーできません。ほかの案件をお探しください。';

/**
 * /entry/:id — SPEC §2 "Entry": the listing, the member's profile, a skill sheet (stored, uploaded here, or
 * none), a message and desired start date, consent; then a confirm step and `entry` → /entry/completion
 * (the entry id in the navigation state). A member already entered is sent to the history instead.
 */
export function EntryPage() {
  const { id = '' } = useParams();
  const itemId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  return (
    <MemberGate crumbs={CRUMBS} heading={HEADING}>
      {(user) => (
        <section className="mfe-account-entry">
          <Breadcrumb items={CRUMBS} />
          <h1>{HEADING}</h1>
          {itemId === 0 ? <p role="alert">{ITEM_NOT_FOUND_MESSAGE}</p> : <EntryForItem itemId={itemId} user={user} />}
        </section>
      )}
    </MemberGate>
  );
}

function EntryForItem({ itemId, user }: { itemId: number; user: UserInfo }) {
  // The card endpoint, not the detail: opening this page is not a view of the listing (the detail counts views).
  const item = useQuery({ ...api.items.getItemUnderConsiderationList.query({ ids: [itemId] }), select: (r) => r.items[0] ?? null });
  const entered = useQuery({ ...api.entries.isEnterd.query({ item_id: itemId }), staleTime: 0 });
  if (item.isPending || entered.isPending) return <Spinner label="案件を読み込んでいます…" />;
  if (item.isError || entered.isError)
    return (
      <ErrorPanel
        onRetry={() => {
          void item.refetch();
          void entered.refetch();
        }}
      />
    );
  if (item.data === null) return <p role="alert">{ITEM_NOT_FOUND_MESSAGE}</p>;
  if (entered.data.entered) {
    return (
      <>
        <ListingSummary item={item.data} />
        <p className="mfe-account-entry__done" role="status">
          この案件にはエントリー済みです
        </p>
        <p>
          <Link to="/user/entry">エントリー履歴を見る</Link>
        </p>
      </>
    );
  }
  if (item.data.is_ended) {
    return (
      <>
        <ListingSummary item={item.data} />
        <p role="alert">{ITEM_ENDED_MESSAGE}</p>
        <p>
          <Link to="/item/search">案件一覧へ</Link>
        </p>
      </>
    );
  }
  return <EntryForm item={item.data} user={user} />;
}

function ListingSummary({ item }: { item: ItemCard }) {
  const place = [item.get_area_by_id_and_id.map((a) => a.name).join('・'), item.area_detail, item.remote_label].filter(Boolean).join(' ');
  return (
    <section className="mfe-account-entry__listing" aria-labelledby="entry-listing-heading">
      <h2 id="entry-listing-heading">エントリーする案件</h2>
      <p className="mfe-account-entry__listing-name">
        <Link to={`/item/detail/${item.id}`}>{item.name}</Link>
      </p>
      <dl className="er-confirm-list">
        <div className="er-confirm-list__row">
          <dt>単価</dt>
          <dd>{item.rate_detail}</dd>
        </div>
        {place && (
          <div className="er-confirm-list__row">
            <dt>勤務地</dt>
            <dd>{place}</dd>
          </div>
        )}
      </dl>
      <TagList label="タグ" tags={item.tags} />
    </section>
  );
}

function ProfileSummary({ user }: { user: UserInfo }) {
  return (
    <section className="mfe-account-entry__profile" aria-labelledby="entry-profile-heading">
      <h2 id="entry-profile-heading">担当者にお伝えするプロフィール</h2>
      <dl className="er-confirm-list">
        <div className="er-confirm-list__row">
          <dt>お名前</dt>
          <dd>
            {user.last_name} {user.first_name}（{user.last_name_kana} {user.first_name_kana}）
          </dd>
        </div>
        <div className="er-confirm-list__row">
          <dt>メールアドレス</dt>
          <dd>{user.email}</dd>
        </div>
        <div className="er-confirm-list__row">
          <dt>電話番号</dt>
          <dd>{user.tel || '（未登録）'}</dd>
        </div>
        <div className="er-confirm-list__row">
          <dt>スキル</dt>
          <dd>{user.skills.length > 0 ? user.skills.map((s) => s.term).join('、') : '（未登録）'}</dd>
        </div>
      </dl>
      {user.missing_fields.length > 0 ? (
        <p>
          未入力の項目があります（{user.missing_fields.join('、')}）。プロフィールを充実させると、ご提案がスムーズになります。{' '}
          <Link to="/user/edit">プロフィールを編集する</Link>
        </p>
      ) : (
        <p>
          <Link to="/user/edit">プロフィールを編集する</Link>
        </p>
      )}
    </section>
  );
}

interface Values {
  /** The radio chosen; null until the member chooses (the newest sheet is offered then: chosenSheetValue). */
  sheet: string | null;
  message: string;
  startDate: string;
  agree: boolean;
}

/**
 * The sheet radio to show checked: the member's choice, else their newest sheet (an entry with the sheet they
 * uploaded last is what they mean far more often than one without), else none.
 */
export function chosenSheetValue(chosen: string | null, sheets: readonly SkillSheet[] | undefined): string {
  if (chosen !== null) return chosen;
  const newest = [...(sheets ?? [])].sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || b.id - a.id)[0];
  return newest ? String(newest.id) : NO_SHEET;
}

function localErrors(v: Values, today: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (v.message.trim().length > MESSAGE_MAX) errors.message = [`メッセージは${MESSAGE_MAX}文字以内で入力してください`];
  if (v.startDate !== '' && v.startDate < today) errors.desired_start_date = ['稼働開始希望日は今日以降の日付を選択してください'];
  if (!v.agree) errors.agree = ['同意のうえエントリーしてください'];
  return errors;
}

function EntryForm({ item, user }: { item: ItemCard; user: UserInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sheets = useSkillSheetList({ staleTime: 0 });
  const [values, setValues] = useState<Values>({ sheet: null, message: '', startDate: '', agree: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { post, pending } = useFormPost(api.entries.entry);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const today = todayInJapan();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const sheet = chosenSheetValue(values.sheet, sheets.data);
  const chosenSheet = sheets.data?.find((s) => String(s.id) === sheet);

  const toConfirm = (e: FormEvent) => {
    e.preventDefault();
    const found = localErrors(values, today);
    setErrors(found);
    setMessage('');
    if (hasErrors(found)) return;
    setStep('confirm');
    requestAnimationFrame(() => confirmHeading.current?.focus());
  };

  const send = async () => {
    const result = await post({
      item_id: item.id,
      agree: true,
      skill_sheet_id: sheet === NO_SHEET ? null : Number(sheet),
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
      ...(values.startDate ? { desired_start_date: values.startDate } : {}),
    });
    if (!result) return;
    if (result.error) {
      const shown = serverErrors(result.error, FIELDS);
      setErrors(shown.fields);
      setMessage(shown.message);
      setStep('form');
      return;
    }
    void queryClient.invalidateQueries({ queryKey: api.entries.isEnterd.key() });
    void queryClient.invalidateQueries({ queryKey: api.entries.getEnterdItemList.key() });
    navigate('/entry/completion', { state: { entryId: result.data.entry.id, itemId: item.id } });
  };

  if (step === 'confirm') {
    return (
      <>
        <ListingSummary item={item} />
        <section aria-labelledby="entry-confirm-heading">
          <h2 id="entry-confirm-heading" ref={confirmHeading} tabIndex={-1}>
            この内容でエントリーします
          </h2>
          <ConfirmList
            rows={[
              { label: '案件', value: item.name },
              { label: 'お名前', value: `${user.last_name} ${user.first_name}` },
              { label: 'スキルシート', value: chosenSheet ? chosenSheet.original_name : 'なし' },
              { label: 'メッセージ', value: values.message.trim() },
              { label: '稼働開始希望日', value: japaneseDate(values.startDate) },
            ]}
          />
          <p>プロフィールと提出するスキルシートを、案件の担当者に提供することに同意のうえエントリーします。</p>
          <div className="mfe-account-entry__actions">
            <Button type="button" variant="secondary" onClick={() => setStep('form')} disabled={pending}>
              戻る
            </Button>
            <Button type="button" onClick={() => void send()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? '送信しています…' : 'エントリーする'}
            </Button>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <ListingSummary item={item} />
      <ProfileSummary user={user} />
      <form className="mfe-account-entry__form" noValidate onSubmit={toConfirm}>
        <FormMessage id="entry-form-message" message={message} />
        <fieldset className="er-field mfe-account-entry__sheets">
          <legend>スキルシート</legend>
          {sheets.isPending ? (
            <Spinner label="スキルシートを読み込んでいます…" />
          ) : sheets.isError ? (
            <ErrorPanel message="スキルシートを読み込めませんでした。" onRetry={() => void sheets.refetch()} />
          ) : (
            <div className="er-choices">
              {sheets.data.map((s) => (
                <label key={s.id} className="er-choice">
                  <input type="radio" name="skill_sheet" value={String(s.id)} checked={sheet === String(s.id)} onChange={() => set('sheet', String(s.id))} />
                  {s.original_name}（{japaneseDate(s.uploaded_at)}）
                </label>
              ))}
              <label className="er-choice">
                <input type="radio" name="skill_sheet" value={NO_SHEET} checked={sheet === NO_SHEET} onChange={() => set('sheet', NO_SHEET)} />
                {NO_SHEET_LABEL}
              </label>
            </div>
          )}
          {errors.skill_sheet_id && (
            <ul className="er-field__errors">
              {errors.skill_sheet_id.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <SheetUpload
            onUploaded={(sheet) => {
              prependSheet(queryClient, sheet);
              set('sheet', String(sheet.id));
            }}
          />
        </fieldset>
        <TextAreaField
          label="担当者へのメッセージ（任意）"
          hint={`${MESSAGE_MAX}文字以内。稼働条件やご質問などをお書きください。`}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          errors={errors.message}
          rows={5}
        />
        <TextField
          label="稼働開始希望日（任意）"
          type="date"
          min={today}
          value={values.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          errors={errors.desired_start_date}
        />
        <CheckboxField
          label="プロフィールと提出するスキルシートを案件の担当者に提供することに同意します"
          checked={values.agree}
          onChange={(e) => set('agree', e.target.checked)}
          errors={errors.agree}
        />
        <div className="mfe-account-entry__actions">
          <Button type="submit">確認画面へ進む</Button>
        </div>
      </form>
    </>
  );
}

/** An upload right here (upload-skill-sheet, multipart through the SDK: the anti-forgery header as on every post). */
function SheetUpload({ onUploaded }: { onUploaded: (sheet: SkillSheet) => void }) {
  const { post, pending } = useFormPost(api.skillSheets.uploadSkillSheet);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is stored (a file input cannot be cleared by value).
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const upload = async () => {
    setDone('');
    if (!file) {
      setError(['アップロードするファイルを選択してください']);
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    const result = await post(form);
    if (!result) return;
    if (result.error) {
      setError(result.error.errors?.file ?? [formErrorMessage(result.error)]);
      return;
    }
    setError([]);
    setFile(null);
    setInputKey((k) => k + 1);
    setDone(`「${result.data.sheet.original_name}」をアップロードしました`);
    onUploaded(result.data.sheet);
  };
  return (
    <div className="mfe-account-entry__upload">
      <TextField
        key={inputKey}
        label="新しいスキルシートをアップロード"
        hint="Excel・Word・PDF（10MBまで）"
        type="file"
        accept={SKILL_SHEET_ACCEPT}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        errors={error}
      />
      <Button type="button" variant="secondary" onClick={() => void upload()} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'アップロードしています…' : 'アップロードする'}
      </Button>
      <p role="status" className="mfe-account-entry__uploaded">
        {done}
      </p>
    </div>
  );
}
