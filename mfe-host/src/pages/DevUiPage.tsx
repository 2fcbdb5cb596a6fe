import { useState, type ReactNode } from 'react';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  CheckboxField,
  CheckboxGroupField,
  ConfirmList,
  ErrorBoundary,
  ErrorPage,
  ErrorPanel,
  FieldGroup,
  FlashMessage,
  ItemCard,
  KeywordSearch,
  MarketRateEstimate,
  NotFound,
  RadioGroupField,
  SelectField,
  ShortlistToggle,
  Spinner,
  TagList,
  TextAreaField,
  TextField,
  useFlash,
  type ItemCardData,
} from '@er/ui';

/**
 * /dev/ui (development only): the design tokens of @er/ui and every component of the kit in every state,
 * the one page to check a visual change against. Each component's specimen carries
 * data-component="<export name>" (DevUiPage.test.tsx checks that every exported component is here).
 */

const COLOR_TOKENS = [
  'text',
  'muted',
  'bg',
  'surface',
  'surface-strong',
  'border',
  'border-strong',
  'primary',
  'primary-strong',
  'primary-soft',
  'accent',
  'accent-strong',
  'accent-soft',
  'danger',
  'danger-soft',
  'success',
  'warning',
  'warning-soft',
  'new',
  'focus',
  'inverse-bg',
  'inverse-muted',
  'chart-range',
  'chart-median',
  'chart-average',
];
const FONT_SIZES: [string, string][] = [
  ['xs', '12px'],
  ['sm', '14px'],
  ['md', '16px'],
  ['lg', '18px'],
  ['xl', '22px'],
  ['2xl', '28px'],
  ['3xl', '36px'],
];
const SPACES: [number, string][] = [
  [1, '4px'],
  [2, '8px'],
  [3, '12px'],
  [4, '16px'],
  [5, '24px'],
  [6, '32px'],
  [7, '48px'],
  [8, '64px'],
];
const RADII = ['sm', 'md', 'lg', 'pill'];
const SHADOWS = [1, 2, 3];

const TAGS = ['Java', 'Spring Boot', 'AWS', 'TypeScript', 'React', 'Docker', 'Kubernetes', 'Go'].map((term, i) => ({ id: 9000 + i, term }));

/** Sample listings for the card specimens (ids far from real ones; links lead to the 404 page). */
const ESTIMATE_SKILLS = [
  { id: 8901, term: 'Java', experience_years: 6 },
  { id: 8902, term: 'Spring Boot', experience_years: 4 },
];

function sample(over: Partial<ItemCardData> & { id: number }): ItemCardData {
  return {
    name: '【Java/Spring】金融機関向け勘定系システムのリプレイス案件',
    rate_detail: '70〜85万円/月',
    get_area_by_id_and_id: [{ id: 13, name: '東京都' }],
    area_detail: '大手町駅',
    biz_category_name: { name: '金融' },
    must_have_requirements: 'Javaでの開発経験3年以上、Spring Bootでの開発経験',
    detail: '既存の勘定系システムをクラウドへ移行するプロジェクトです。詳細設計から参画いただきます。',
    tags: TAGS.slice(0, 5),
    tag_count: 8,
    remote_label: '一部リモート',
    weekly_days_min: 4,
    weekly_days_max: 5,
    is_new: false,
    is_ended: false,
    ...over,
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="er-dev-ui__section" aria-labelledby={`dev-ui-${id}`}>
      <h2 id={`dev-ui-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function Specimen({ component, state, children }: { component: string; state?: string; children: ReactNode }) {
  return (
    <figure className="er-dev-ui__specimen" data-component={component}>
      <figcaption>
        <code>{component}</code>
        {state && <span>{state}</span>}
      </figcaption>
      <div className="er-dev-ui__stage">{children}</div>
    </figure>
  );
}

function Thrower({ fail }: { fail: boolean }) {
  if (fail) throw new Error('DevUiPage: ErrorBoundary の表示例');
  return <p>子コンポーネントは正常に表示されています。</p>;
}

function ErrorBoundaryDemo() {
  const [fail, setFail] = useState(false);
  return (
    <>
      <ErrorBoundary
        name="dev-ui"
        fallback={(reset) => (
          <ErrorPanel
            message="表示中にエラーが発生しました（ErrorBoundary の代替表示）。"
            onRetry={() => {
              setFail(false);
              reset();
            }}
          />
        )}
      >
        <Thrower fail={fail} />
      </ErrorBoundary>
      {!fail && (
        <Button variant="secondary" onClick={() => setFail(true)}>
          エラーを発生させる
        </Button>
      )}
    </>
  );
}

const CONTRACT_TYPES = [
  { value: 1, label: '業務委託（準委任）' },
  { value: 2, label: '業務委託（請負）' },
  { value: 3, label: '正社員' },
];

function CheckboxGroups() {
  const [chosen, setChosen] = useState<string[]>(['1']);
  return (
    <>
      <CheckboxGroupField legend="希望する契約形態" name="dev-ui-contract" options={CONTRACT_TYPES} value={chosen} onChange={setChosen} />
      <CheckboxGroupField
        legend="希望する契約形態"
        name="dev-ui-contract-error"
        required
        options={CONTRACT_TYPES}
        value={[]}
        onChange={() => undefined}
        errors={['希望する契約形態を選択肢から選んでください']}
      />
    </>
  );
}

function RadioGroups() {
  const [magazine, setMagazine] = useState('1');
  const options = [
    { value: 1, label: '受け取る' },
    { value: 0, label: '受け取らない' },
  ];
  return (
    <>
      <RadioGroupField legend="メールマガジン" name="dev-ui-magazine" required options={options} value={magazine} onChange={setMagazine} />
      <RadioGroupField legend="メールマガジン（無効）" name="dev-ui-magazine-disabled" options={options} value="0" onChange={() => undefined} disabled />
    </>
  );
}

function FlashDemo() {
  const { flash, show } = useFlash();
  return (
    <div className="er-dev-ui__row">
      <Button variant="secondary" onClick={() => show('保存しました')}>
        成功のメッセージを表示
      </Button>
      <Button variant="secondary" onClick={() => show('保存できませんでした', { failure: true })}>
        失敗のメッセージを表示
      </Button>
      <FlashMessage flash={flash} />
    </div>
  );
}

export default function DevUiPage() {
  return (
    <article className="er-dev-ui">
      <Breadcrumb items={[{ label: 'UIキット' }]} />
      <h1>UIキット（デザイントークンとコンポーネント）</h1>
      <p>
        開発環境専用のページです。<code>@er/ui</code> のデザイントークン（<code>packages/ui/src/styles.css</code>
        の CSS カスタムプロパティ）と、すべてのコンポーネントの各状態を一覧できます。
      </p>

      <Section id="colors" title="カラー">
        <ul className="er-dev-ui__swatches">
          {COLOR_TOKENS.map((name) => (
            <li key={name}>
              <span className="er-dev-ui__swatch" style={{ background: `var(--er-color-${name})` }} aria-hidden="true" />
              <code>--er-color-{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="type" title="タイポグラフィ">
        <p>
          本文は行間 1.8（<code>--er-line-height-body</code>）、見出しは 1.4。単価や件数は等幅数字（<code>.er-num</code>：
          <span className="er-num">1,234件・80万円</span>）。
        </p>
        <ul className="er-dev-ui__type">
          {FONT_SIZES.map(([size, px]) => (
            <li key={size}>
              <code>
                --er-font-size-{size}（{px}）
              </code>
              <span style={{ fontSize: `var(--er-font-size-${size})` }}>フリーランス案件 1,234件</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="space" title="余白・角丸・影">
        <ul className="er-dev-ui__spaces">
          {SPACES.map(([n, px]) => (
            <li key={n}>
              <code>
                --er-space-{n}（{px}）
              </code>
              <span className="er-dev-ui__bar" style={{ width: `var(--er-space-${n})` }} aria-hidden="true" />
            </li>
          ))}
        </ul>
        <ul className="er-dev-ui__boxes">
          {RADII.map((r) => (
            <li key={r} className="er-dev-ui__box" style={{ borderRadius: `var(--er-radius-${r})` }}>
              <code>--er-radius-{r}</code>
            </li>
          ))}
          {SHADOWS.map((s) => (
            <li key={s} className="er-dev-ui__box" style={{ boxShadow: `var(--er-shadow-${s})`, borderColor: 'transparent' }}>
              <code>--er-shadow-{s}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="buttons" title="ボタン">
        <Specimen component="Button" state="primary / secondary / accent / danger / disabled / focus">
          <div className="er-dev-ui__row">
            <Button>検索する</Button>
            <Button variant="secondary">条件をクリア</Button>
            <Button variant="accent">無料会員登録</Button>
            <Button variant="danger">退会する</Button>
            <Button disabled>送信中…</Button>
            <Button variant="secondary" disabled>
              無効
            </Button>
            <Button className="er-focus-ring">フォーカス時</Button>
          </div>
        </Specimen>
      </Section>

      <Section id="forms" title="フォーム">
        <div className="er-dev-ui__grid">
          <Specimen component="TextField" state="通常 / 必須＋補足 / エラー / 無効">
            <TextField label="お名前" defaultValue="山田 太郎" />
            <TextField label="メールアドレス" required hint="半角英数字で入力してください" type="email" />
            <TextField label="電話番号" required errors={['電話番号の形式が正しくありません']} defaultValue="03-1234" />
            <TextField label="会員ID" disabled defaultValue="demo@example.com" />
          </Specimen>
          <Specimen component="SelectField" state="通常 / エラー">
            <SelectField label="お問い合わせ種別" placeholder="選択してください" options={[{ value: 1, label: '案件について' }]} />
            <SelectField label="都道府県" required placeholder="選択してください" options={[{ value: 13, label: '東京都' }]} errors={['都道府県を選択してください']} />
          </Specimen>
          <Specimen component="TextAreaField" state="通常 / エラー">
            <TextAreaField label="お問い合わせ内容" rows={3} />
            <TextAreaField label="ご要望" required rows={3} errors={['ご要望を入力してください']} />
          </Specimen>
          <Specimen component="CheckboxField" state="通常 / エラー">
            <CheckboxField label="プライバシーポリシーに同意する" />
            <CheckboxField label="利用規約に同意する" errors={['同意が必要です']} />
          </Specimen>
          <Specimen component="FieldGroup" state="通常（年・月・日の選択） / エラー">
            <FieldGroup legend="生年月日" required>
              {(control) => (
                <div className="er-field-group__row">
                  <select id="dev-ui-birth-year" defaultValue="1990" {...control}>
                    <option value="1990">1990</option>
                  </select>
                  <label htmlFor="dev-ui-birth-year">年</label>
                </div>
              )}
            </FieldGroup>
            <FieldGroup legend="生年月日" required errors={['18歳未満の方はご登録いただけません']}>
              {(control) => (
                <div className="er-field-group__row">
                  <select id="dev-ui-birth-year-error" defaultValue="2010" {...control}>
                    <option value="2010">2010</option>
                  </select>
                  <label htmlFor="dev-ui-birth-year-error">年</label>
                </div>
              )}
            </FieldGroup>
          </Specimen>
          <Specimen component="CheckboxGroupField" state="選択あり / エラー">
            <CheckboxGroups />
          </Specimen>
          <Specimen component="RadioGroupField" state="選択あり / 無効">
            <RadioGroups />
          </Specimen>
        </div>
        <Specimen component="ConfirmList" state="確認画面（未入力の項目を含む）">
          <ConfirmList
            rows={[
              { label: 'お名前', value: '山田 太郎' },
              { label: '電話番号', value: '' },
              { label: 'お問い合わせ内容', value: '案件について質問があります。\n2行目です。' },
            ]}
          />
        </Specimen>
        <Specimen component="KeywordSearch" state="空 / キーワード入り">
          <KeywordSearch id="dev-ui-keyword-empty" placeholder="言語・スキル・職種（例：Java リモート）" onSearch={() => undefined} />
          <KeywordSearch id="dev-ui-keyword-filled" initial="Java リモート" placeholder="キーワード" onSearch={() => undefined} />
        </Specimen>
      </Section>

      <Section id="cards" title="カード・案件カード">
        <Specimen component="Card">
          <Card>
            <h3>カードの見出し</h3>
            <p>白いカードを薄いグレーの背景に置きます。</p>
          </Card>
        </Specimen>
        <Specimen component="ItemCard" state="新着 / 通常（タグ「+N」） / 検討中から削除後（検討中一覧） / 募集終了 / 参考表示（エラーページの過去案件）">
          <ul className="er-item-list">
            <li>
              <ItemCard item={sample({ id: 990001, is_new: true })} headingLevel={3} />
            </li>
            <li>
              <ItemCard
                item={sample({
                  id: 990002,
                  name: 'PHP/Laravel 自社ECサイトの機能追加',
                  rate_detail: '〜65万円/月',
                  remote_label: 'フルリモート',
                  weekly_days_min: 3,
                  tags: TAGS.slice(3, 5),
                  tag_count: 2,
                })}
                headingLevel={3}
              />
            </li>
            <li>
              <ItemCard item={sample({ id: 990003, name: 'Go マイクロサービス開発', rate_detail: 'スキル見合い' })} keepMarkOnRemove headingLevel={3} />
            </li>
            <li>
              <ItemCard item={sample({ id: 990004, is_ended: true })} headingLevel={3} />
            </li>
            <li>
              <ItemCard item={sample({ id: 990005, is_ended: true })} variant="reference" headingLevel={3} />
            </li>
            <li>
              <ItemCard
                item={sample({ id: 990010, name: 'Java/Spring Boot 決済基盤の開発' })}
                headingLevel={3}
                note={
                  <ul className="er-match-reasons" aria-label="マッチした理由">
                    <li>Java・Spring Boot が一致</li>
                    <li>希望単価（75万円）以上</li>
                  </ul>
                }
              />
            </li>
          </ul>
        </Specimen>
        <Specimen component="MarketRateEstimate" state="推定あり（根拠の案件へのリンク） / 件数不足（金額を出さない） / スキル未登録">
          <MarketRateEstimate
            data={{ has_skills: true, skills: ESTIMATE_SKILLS, count: 128, reliable: true, median: 720_000, lower_quartile: 650_000, upper_quartile: 805_000, min_listings: 20 }}
            listingsLink={{ to: '/user-skill-matching-item', label: 'スキルにマッチした案件を見る' }}
          />
          <MarketRateEstimate data={{ has_skills: true, skills: ESTIMATE_SKILLS, count: 7, reliable: false, median: null, lower_quartile: null, upper_quartile: null, min_listings: 20 }} />
          <MarketRateEstimate data={{ has_skills: false, skills: [], count: 0, reliable: false, median: null, lower_quartile: null, upper_quartile: null, min_listings: 20 }} />
        </Specimen>
        <Specimen component="ShortlistToggle" state="未登録 / 検討中（押すと確認） / カード用（compact：星のみ表示）">
          <div className="er-dev-ui__row">
            <ShortlistToggle itemId={990006} />
            <ShortlistToggle itemId={990007} keepMarkOnRemove />
            <ShortlistToggle itemId={990008} compact />
            <ShortlistToggle itemId={990009} keepMarkOnRemove compact />
          </div>
        </Specimen>
      </Section>

      <Section id="labels" title="タグ・バッジ">
        <Specimen component="TagList" state="リンク / 件数つき / 「+N」">
          <TagList label="タグの例" tags={TAGS.slice(0, 5)} more={3} />
          <TagList label="件数つきタグの例" tags={TAGS.slice(0, 3)} suffix={(t) => <span className="er-tag__count">（{t.id - 8900}）</span>} />
        </Specimen>
        <Specimen component="Badge" state="新着 / 募集終了 / 件数">
          <div className="er-dev-ui__row">
            <Badge variant="new">新着</Badge>
            <Badge variant="ended">募集終了</Badge>
            <Badge variant="count">3</Badge>
          </div>
        </Specimen>
      </Section>

      <Section id="feedback" title="フィードバック">
        <Specimen component="FlashMessage" state="成功 / 失敗（2秒で消えます）">
          <div className="er-dev-ui__flash">
            <FlashMessage flash={{ message: '保存しました', failure: false }} />
            <FlashMessage flash={{ message: '保存できませんでした', failure: true }} />
          </div>
          <FlashDemo />
        </Specimen>
        <Specimen component="ErrorPanel" state="既定の文言 / 指定の文言">
          <ErrorPanel onRetry={() => undefined} />
          <ErrorPanel message="案件一覧を読み込めませんでした。" onRetry={() => undefined} />
        </Specimen>
        <Specimen component="ErrorBoundary" state="正常 / 子のエラーで代替表示">
          <ErrorBoundaryDemo />
        </Specimen>
        <Specimen component="Spinner" state="読み込み中">
          <Spinner />
        </Specimen>
        <Specimen component="EmptyState" state="（.er-empty：結果なし）">
          <p className="er-empty">条件に一致する案件はありませんでした。</p>
        </Specimen>
      </Section>

      <Section id="navigation" title="ナビゲーション・エラーページ">
        <Specimen component="Breadcrumb" state="トップ → 一覧 → 現在のページ">
          <Breadcrumb items={[{ label: '案件一覧', to: '/item/search' }, { label: 'Javaの案件' }]} />
        </Specimen>
        <Specimen component="ErrorPage" state="status 500">
          <div className="er-dev-ui__page-frame">
            <ErrorPage status={500} />
          </div>
        </Specimen>
        <Specimen component="NotFound" state="不明なパス（404、コンソールに Page not found を記録）">
          <div className="er-dev-ui__page-frame">
            <NotFound />
          </div>
        </Specimen>
      </Section>
    </article>
  );
}
