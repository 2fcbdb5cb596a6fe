import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { renderAccount, withXsrfCookie } from '../test-utils';
import { userInfoRoute } from '../test-member';
import { CONFIRM_DELETE, SkillSheetsSection, TEMPLATE_FAILURE_ALERT, formatSize, formatUploadedAt } from './SkillSheetsSection';

type SkillSheet = Schemas['SkillSheetDto'];

const LIST = 'GET /api/front/get-skill-sheet-list';
const DELETE = 'POST /api/front/delete-skill-sheet';
const TEMPLATE = '/api/front/download-skill-sheet-template';

const sheet = (over: Partial<SkillSheet> & { id: number }): SkillSheet => ({
  original_name: `職務経歴書${over.id}.xlsx`,
  size: 48213,
  mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  uploaded_at: '2026-04-01T09:30:00.000Z',
  ...over,
});

/** A stand-in for XMLHttpRequest: records what was sent; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  jest.restoreAllMocks();
});

const file = (name: string, size = 1000) => {
  const f = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const fileInput = () => screen.getByLabelText(/ファイルを選択/) as HTMLInputElement;
const choose = (f: File) => fireEvent.change(fileInput(), { target: { files: [f] } });
const sheetList = () => screen.findByRole('list', { name: '登録済みのスキルシート' });

describe('formatting', () => {
  it('sizes in KB below 1 MB, MB above; dates in Japanese on the Japanese calendar day', () => {
    expect(formatSize(48213)).toBe('47.1 KB');
    expect(formatSize(20)).toBe('0.1 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatUploadedAt('2026-04-01T15:30:00.000Z')).toBe('2026年4月2日 00:30');
  });
});

describe('SkillSheetsSection', () => {
  withXsrfCookie();

  it('lists the sheets with size, date, a download link each, the bundle and the template', async () => {
    mockFetch({ [LIST]: { sheets: [sheet({ id: 12 }), sheet({ id: 3, original_name: '経歴書.pdf', size: 3 * 1024 * 1024 })] } });
    renderWithProviders(<SkillSheetsSection />);
    const items = within(await sheetList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('職務経歴書12.xlsx47.1 KB・2026年4月1日 18:30 アップロード');
    expect(items[1]).toHaveTextContent('経歴書.pdf3.0 MB');
    const download = screen.getByRole('link', { name: '経歴書.pdfをダウンロード' });
    expect(download).toHaveAttribute('href', '/api/front/download-skill-sheet?id=3');
    expect(download).toHaveAttribute('download');
    const bundle = screen.getByRole('link', { name: 'まとめてダウンロード' });
    expect(bundle).toHaveAttribute('href', '/api/front/bulk-download-skill-sheet');
    expect(bundle).toHaveAttribute('download', 'skillsheet.zip');
    expect(screen.getByRole('button', { name: 'テンプレートをダウンロード' })).toBeInTheDocument();
  });

  it('without sheets: says so, offers the template, no bundle', async () => {
    mockFetch({ [LIST]: { sheets: [] } });
    renderWithProviders(<SkillSheetsSection />);
    expect(await screen.findByText('スキルシートはまだ登録されていません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'テンプレートをダウンロード' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'まとめてダウンロード' })).not.toBeInTheDocument();
  });

  it('is on my page', async () => {
    mockFetch({ ...userInfoRoute(), [LIST]: { sheets: [sheet({ id: 1 })] } });
    renderAccount('/user');
    expect(await screen.findByRole('heading', { level: 2, name: 'スキルシート' })).toBeInTheDocument();
    expect(await screen.findByText('職務経歴書1.xlsx')).toBeInTheDocument();
  });

  it('delete: asks first, posts the id, the row leaves the list; cancelled → nothing sent', async () => {
    const { calls } = mockFetch({ [LIST]: { sheets: [sheet({ id: 12 }), sheet({ id: 3 })] }, [DELETE]: { result: true } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<SkillSheetsSection />);
    fireEvent.click(await screen.findByRole('button', { name: '職務経歴書12.xlsxを削除' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_DELETE);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '職務経歴書12.xlsxを削除' }));
    expect(await screen.findByRole('status')).toHaveTextContent('スキルシートを削除しました。');
    expect(screen.queryByText('職務経歴書12.xlsx')).not.toBeInTheDocument();
    expect(screen.getByText('職務経歴書3.xlsx')).toBeInTheDocument();
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => [c.path, JSON.parse(String(c.init?.body))])).toEqual([['/api/front/delete-skill-sheet', { id: 12 }]]);
    expect((posted[0].init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('t');
  });

  it('a failed delete flashes the server message for 2000 ms and keeps the row', async () => {
    mockFetch({
      [LIST]: { sheets: [sheet({ id: 12 })] },
      [DELETE]: reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<SkillSheetsSection />);
    fireEvent.click(await screen.findByRole('button', { name: '職務経歴書12.xlsxを削除' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('システムエラーが発生致しました。');
    expect(screen.getByText('職務経歴書12.xlsx')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('refuses locally a file of another kind or over 10 MB, without sending it', async () => {
    mockFetch({ [LIST]: { sheets: [] } });
    renderWithProviders(<SkillSheetsSection />);
    await screen.findByText('スキルシートはまだ登録されていません。');
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls,.docx,.doc,.pdf');
    choose(file('virus.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Excel・Word・PDF のファイルを選択してください');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(/Excel・Word・PDF のファイルを選択してください/);
    choose(file('big.pdf', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('10MB以下のファイルを選択してください'));
    expect(FakeXhr.last).toHaveLength(0);
  });

  it('uploads with progress (multipart field file, credentials, anti-forgery header) and lists the new sheet first', async () => {
    mockFetch({ [LIST]: { sheets: [sheet({ id: 3 })] } });
    renderWithProviders(<SkillSheetsSection />);
    await sheetList();
    const f = file('経歴書.pdf');
    choose(f);
    await waitFor(() => expect(FakeXhr.last).toHaveLength(1));
    const xhr = FakeXhr.last[0];
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/front/upload-skill-sheet', true]);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': 't' });
    expect(xhr.body?.get('file')).toBe(f);
    xhr.progress(512, 1024);
    const bar = screen.getByRole('progressbar', { name: '経歴書.pdf をアップロード中' });
    expect(bar).toHaveAttribute('value', '50');
    expect(screen.getByText('50%', { selector: 'span' })).toBeVisible();
    expect(fileInput()).toBeDisabled();
    xhr.respond(201, { sheet: sheet({ id: 13, original_name: '経歴書.pdf', size: 1000, mime_type: 'application/pdf' }) });
    expect(await screen.findByRole('status')).toHaveTextContent('スキルシートをアップロードしました。');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const items = within(await sheetList()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.mfe-account-sheets__name')?.textContent)).toEqual(['経歴書.pdf', '職務経歴書3.xlsx']);
  });

  it('a refused upload shows the server error on file once, under the zone (an alert, not flashed as well)', async () => {
    mockFetch({ [LIST]: { sheets: [] } });
    renderWithProviders(<SkillSheetsSection />);
    await screen.findByText('スキルシートはまだ登録されていません。');
    choose(file('renamed.pdf'));
    await waitFor(() => expect(FakeXhr.last).toHaveLength(1));
    FakeXhr.last[0].respond(400, {
      statusCode: 400,
      code: 'SKILL_SHEET_FILE_TYPE',
      message: 'Excel・Word・PDF のファイルを選択してください',
      errors: { file: ['ファイルの内容が PDF ではありません'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('ファイルの内容が PDF ではありません');
    expect(fileInput()).toHaveAccessibleDescription(/ファイルの内容が PDF ではありません/);
    expect(screen.getAllByText('ファイルの内容が PDF ではありません')).toHaveLength(1);
    expect(screen.getByText('スキルシートはまだ登録されていません。')).toBeInTheDocument();
  });

  it('fetches the anti-forgery cookie first when there is none, and retries once after a 419', async () => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
    const { calls } = mockFetch({
      [LIST]: { sheets: [] },
      'GET /sanctum/csrf-cookie': () => {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return reply(204, undefined);
      },
    });
    renderWithProviders(<SkillSheetsSection />);
    await screen.findByText('スキルシートはまだ登録されていません。');
    choose(file('a.docx'));
    await waitFor(() => expect(FakeXhr.last).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/sanctum/csrf-cookie')).toHaveLength(1);
    expect(FakeXhr.last[0].headers['X-XSRF-TOKEN']).toBe('fresh');
    FakeXhr.last[0].respond(419, { statusCode: 419, code: 'CSRF_TOKEN_MISMATCH', message: 'x' });
    await waitFor(() => expect(FakeXhr.last).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/sanctum/csrf-cookie')).toHaveLength(2);
    FakeXhr.last[1].respond(201, { sheet: sheet({ id: 5, original_name: 'a.docx' }) });
    expect(await screen.findByText('a.docx')).toBeInTheDocument();
  });

  it('a file dropped on the zone is uploaded', async () => {
    mockFetch({ [LIST]: { sheets: [] } });
    renderWithProviders(<SkillSheetsSection />);
    await screen.findByText('スキルシートはまだ登録されていません。');
    const f = file('dropped.xlsx');
    fireEvent.drop(screen.getByText(/ドラッグ＆ドロップ/), { dataTransfer: { files: [f] } });
    await waitFor(() => expect(FakeXhr.last).toHaveLength(1));
    expect(FakeXhr.last[0].body?.get('file')).toBe(f);
  });

  describe('template', () => {
    function withTemplate(answer: 'ok' | 'fail') {
      const mocked = mockFetch({ [LIST]: { sheets: [] } });
      const inner = globalThis.fetch;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== TEMPLATE) return inner(input, init);
        return answer === 'ok'
          ? { ok: true, status: 200, blob: async () => new Blob(['xlsx']) }
          : { ok: false, status: 500, statusText: '500', text: async () => JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }) };
      }) as typeof fetch;
      return mocked;
    }

    it('is saved as skillsheet.xlsx through an object URL', async () => {
      withTemplate('ok');
      const created: Blob[] = [];
      URL.createObjectURL = jest.fn((b: Blob) => (created.push(b), 'blob:template'));
      URL.revokeObjectURL = jest.fn();
      const clicked: [string, string][] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push([this.getAttribute('href')!, this.download]);
      });
      renderWithProviders(<SkillSheetsSection />);
      fireEvent.click(await screen.findByRole('button', { name: 'テンプレートをダウンロード' }));
      await waitFor(() => expect(clicked).toEqual([['blob:template', 'skillsheet.xlsx']]));
      expect(created).toHaveLength(1);
    });

    it('a failure alerts SPEC §8 text', async () => {
      withTemplate('fail');
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
      renderWithProviders(<SkillSheetsSection />);
      fireEvent.click(await screen.findByRole('button', { name: 'テンプレートをダウンロード' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith(TEMPLATE_FAILURE_ALERT));
      expect(TEMPLATE_FAILURE_ALERT).toBe('システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。');
    });
  });
});
