// A fresh member for a browser test, made through the API (not the sign-up form, which other tests cover):
// member-register, the verification link from the outbox, then member-register-auth-mail-complete from the
// page's own context, so the browser holds the member's session cookie. Each call makes a new address, so
// tests never share a member (the seeded demo member is left alone).
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { mailToken } from './mail';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  last_name: string;
  first_name: string;
}

/** A unique address: `<tag>-<time>-<random>@example.com`. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

/**
 * POSTs `body` as the browser would: the anti-forgery cookie fetched first and echoed in X-XSRF-TOKEN; `headers`
 * are sent too.
 */
export async function postAsBrowser(page: Page, siteUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  await page.request.get(`${siteUrl}/sanctum/csrf-cookie`);
  const xsrf = (await page.context().cookies(siteUrl)).find((c) => c.name === 'XSRF-TOKEN');
  expect(xsrf, 'the XSRF-TOKEN cookie').toBeDefined();
  return page.request.post(`${siteUrl}${path}`, {
    data: body,
    headers: { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/**
 * A visitor's own address (198.18.0.0/15, reserved for tests), sent as X-Forwarded-For, which the API trusts from
 * loopback (TRUST_PROXY's default): each member the tests make signs up from their own address, as real visitors
 * do, instead of all from 127.0.0.1, whose mail-sending allowance (20 an hour) a whole run used up (a 429 in CI).
 */
function visitorAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a & 1)}.${b}.${c}`;
}

/** Signs a new member up and verifies the address: the page's browser context is logged in as them. */
export async function registerMember(page: Page, siteUrl: string, tag = 'member'): Promise<TestMember> {
  const member = { email: uniqueEmail(tag), password: `pass phrase ${randomBytes(6).toString('hex')}`, last_name: '鈴木', first_name: '一郎' };
  const from = { 'X-Forwarded-For': visitorAddress() };
  const registered = await postAsBrowser(page, siteUrl, '/api/front/member-register', {
    email: member.email,
    password: member.password,
    password_confirmation: member.password,
    last_name: member.last_name,
    first_name: member.first_name,
    last_name_kana: 'スズキ',
    first_name_kana: 'イチロウ',
    birth_date: '1990-04-01',
    prefecture_id: 13,
    tel: '090-1234-5678',
    contract_types: '',
    magazine_flag: 1,
    agree: true,
  }, from);
  expect(registered.status(), await registered.text()).toBe(200);
  const token = await mailToken(page.request, siteUrl, member.email, '/user/regist/comp');
  const verified = await postAsBrowser(page, siteUrl, '/api/front/member-register-auth-mail-complete', { token }, from);
  expect(verified.status(), await verified.text()).toBe(200);
  const { user } = (await verified.json()) as { user: { id: number } };
  return { ...member, id: user.id };
}
