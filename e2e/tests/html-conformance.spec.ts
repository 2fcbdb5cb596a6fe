// The HTML the server sends is valid HTML, checked by the Nu HTML Checker (vnu-jar, the W3C validator's engine)
// offline on the machine's Java: the top page, a search, a listing, an announcement, the column page and the 404
// page, as the running site answers them (server-rendered, meta and JSON-LD injected). Any error fails; warnings
// are allowed (they are advice, e.g. a redundant role), and so is the short list below, each with its reason.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures';
import { repoRoot } from '../support/site';

/** The jar of the `vnu-jar` package; VNU_JAR points at another copy of it (e.g. one unpacked from `npm pack vnu-jar`). */
const VNU_JAR = process.env.VNU_JAR ?? join(repoRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Errors that are not ours to fix, matched on the checker's message. None today: add one only with its reason. */
const ALLOWED: { message: RegExp; why: string }[] = [];

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('the server-rendered pages are valid HTML (Nu HTML Checker)', async ({ site }) => {
  test.setTimeout(120_000);
  expect(existsSync(VNU_JAR), `the Nu HTML Checker is not installed at ${VNU_JAR} (the root devDependency vnu-jar)`).toBe(true);
  const api = async <T>(path: string) => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.ok, path).toBeTruthy();
    return (await res.json()) as T;
  };
  const { items } = await api<{ items: { id: number }[] }>('/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10');
  const { news } = await api<{ news: { id: number }[] }>('/api/front/get-news');
  const pages: [path: string, status: number][] = [
    ['/', 200],
    ['/item/search?keyword=Java', 200],
    [`/item/detail/${items[0].id}`, 200],
    [`/front-news/detail/${news[0].id}`, 200],
    ['/column/', 200],
    ['/no/such/page', 404],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'er-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [path, status] of pages) {
      // As a browser asks for it (a crawler gets the bare status for a 404).
      const res = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' } });
      expect(res.status, path).toBe(status);
      const file = join(dir, `page-${files.size}.html`);
      writeFileSync(file, await res.text());
      files.set(`file:${file}`, path);
    }
    // JSON goes to stderr; --exit-zero-always: the verdict is read from the messages, not the exit code.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info' && !ALLOWED.some((a) => a.message.test(m.message)))
      .map((m) => `${files.get(m.url ?? '') ?? m.url} line ${m.lastLine}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
