// A scripted stand-in for fetch: each call is recorded and answered by the route handler that
// matches "METHOD path" (first match wins), so tests read like the conversation with the server.
// jsdom has no Response, so answers are minimal Response-shaped objects.

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  credentials: string | undefined;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  blob?: Blob;
  contentType?: string;
}

type Handler = (call: RecordedCall, calls: RecordedCall[]) => FakeAnswer | Promise<FakeAnswer>;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content', 404: 'Not Found', 419: 'Page Expired', 500: 'Internal Server Error' };

export function fakeResponse(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  const text = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '');
  const contentType = answer.contentType ?? (answer.json !== undefined ? 'application/json' : 'text/plain');
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    body: null,
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => answer.blob ?? new Blob([text], { type: contentType }),
  } as unknown as Response;
}

export function fakeFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      url,
      path: new URL(url, 'http://localhost').pathname,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: init.body,
    };
    calls.push(call);
    const key = Object.keys(routes).find((route) => route === `${method} ${call.path}`);
    if (!key) return fakeResponse({ status: 404, json: { statusCode: 404, message: `no fake route for ${method} ${call.path}` } });
    return fakeResponse(await routes[key](call, calls));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
