// upload-skill-sheet with upload progress. fetch cannot report how much of a body has gone out, so this one
// call is an XMLHttpRequest; everything else about it is the SDK's: the path comes from the generated
// operation, the anti-forgery token is the client's (XSRF-TOKEN cookie → X-XSRF-TOKEN, the cookie primed
// through api.security.getCsrfCookie when missing, one retry after a 419), errors become the client's
// ApiErrorBody through its toApiError.
import {
  api,
  CSRF_MISMATCH_STATUS,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_STATUS,
  readXsrfCookie,
  toApiError,
  XSRF_HEADER,
  type ApiErrorBody,
  type UploadSkillSheetResponse,
} from '@er/api-client';

export type UploadResult = { data: UploadSkillSheetResponse; error: undefined } | { data: undefined; error: ApiErrorBody };

/** SPEC §7 "Skill sheets": the kinds the API accepts (it checks the content; this only spares a useless upload). */
export const SKILL_SHEET_EXTENSIONS = ['xlsx', 'xls', 'docx', 'doc', 'pdf'] as const;
export const SKILL_SHEET_ACCEPT = SKILL_SHEET_EXTENSIONS.map((e) => `.${e}`).join(',');
/** The API's limit (MAX_SKILL_SHEET_BYTES): 10 MB. */
export const SKILL_SHEET_MAX_BYTES = 10 * 1024 * 1024;

/** The API's wording for the same refusals (skill-sheets.errors.ts), so a local check reads like the server's. */
export function localFileError(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(SKILL_SHEET_EXTENSIONS as readonly string[]).includes(extension)) return 'Excel・Word・PDF のファイルを選択してください';
  if (file.size > SKILL_SHEET_MAX_BYTES) return '10MB以下のファイルを選択してください';
  if (file.size === 0) return '空のファイルはアップロードできません';
  return null;
}

const readCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The anti-forgery token, fetching the cookie first when there is none (or when `fresh`, after a 419). */
async function xsrfToken(fresh: boolean): Promise<string | undefined> {
  const token = fresh ? undefined : readXsrfCookie(readCookies());
  if (token !== undefined) return token;
  await api.security.getCsrfCookie();
  return readXsrfCookie(readCookies());
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

function send(file: File, token: string | undefined, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line no-restricted-syntax -- fetch has no upload progress; headers and errors follow the SDK's client (see the top of this file)
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.skillSheets.uploadSkillSheet.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token !== undefined) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * POST upload-skill-sheet (multipart, field `file`), reporting the share of the body sent (0–100).
 * Answers `{ data }` or `{ error }` like every SDK call (statusCode 0: no answer); rejects only when aborted.
 */
export async function uploadSkillSheet(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  try {
    let answer = await send(file, await xsrfToken(false), onProgress, signal);
    if (answer.status === CSRF_MISMATCH_STATUS) {
      // The session's token rotated or expired: a fresh cookie, then exactly one more try (as the client does).
      onProgress(0);
      answer = await send(file, await xsrfToken(true), onProgress, signal);
    }
    if (answer.status >= 200 && answer.status < 300) return { data: answer.body as UploadSkillSheetResponse, error: undefined };
    // toApiError reads only the status and its text from the response.
    return { data: undefined, error: toApiError({ status: answer.status, statusText: answer.statusText } as Response, answer.body) };
  } catch (e) {
    if (e instanceof Error && e.name === 'AbortError') throw e;
    return {
      data: undefined,
      error: { statusCode: NETWORK_ERROR_STATUS, code: NETWORK_ERROR_CODE, message: e instanceof Error ? e.message : String(e) },
    };
  }
}
