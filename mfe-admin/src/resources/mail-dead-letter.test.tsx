/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Dead letters' declaration over the real SDK (answered through fetch): the list shows the job, whom it was for
// and the last error, newest failure first; 再送 sends the row's id after the confirm dialog and reads the list
// again; a viewer is not offered 再送.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { renderResource } from '../test-support/fake-resource';
import { mailDeadLetterResource } from './mail-dead-letter';

const ID = '0b9d6f2e-1c1a-4c55-9a53-3f3f9d0c2a11';
const row: Schemas['DeadLetterRowDto'] = {
  id: ID,
  job_name: 'mail.contact-auto-reply',
  recipient_kind: 'visitor',
  recipient_kind_label: 'お問い合わせ者',
  created_at: '2026-12-01T01:00:00.000Z',
  failed_at: '2026-12-03T01:00:00.000Z',
  attempts: 200,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
};
const page = (items: Schemas['DeadLetterRowDto'][]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });

describe('mail that could not be sent (mail-dead-letter)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists dead letters newest failure first and re-sends one after confirming', async () => {
    const urls: string[] = [];
    const resent: unknown[] = [];
    renderResource(mailDeadLetterResource, '/admin/mail-dead-letter', {
      routes: {
        'GET /api/admin/mail/dead-letter/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page(resent.length ? [] : [row]);
        },
        'POST /api/admin/mail/dead-letter/resend': ({ body }: { body: unknown }) => {
          resent.push(body);
          return { id: ID, status: 'pending' };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'メール送信エラー一覧' });
    const line = (await within(table).findByText('mail.contact-auto-reply')).closest('tr')!;
    expect(line).toHaveTextContent('お問い合わせ者');
    expect(line).toHaveTextContent('2026/12/03 10:00');
    expect(line).toHaveTextContent('200');
    expect(line).toHaveTextContent('ECONNREFUSED');
    expect(new URL(urls[0], 'http://x').searchParams.toString()).toBe('page=1&per_page=50&sort=failed_at&order=desc');

    fireEvent.click(within(line).getByRole('button', { name: /を再送$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: /お問い合わせ者宛てのメール（mail\.contact-auto-reply）を再送しますか？/ });
    fireEvent.click(within(dialog).getByRole('button', { name: '再送する' }));
    expect(await screen.findByText('再送を受け付けました。')).toBeInTheDocument();
    expect(resent).toEqual([{ id: ID }]);
    await waitFor(() => expect(urls.length).toBeGreaterThan(1));
  });

  it('offers a viewer the list without 再送', async () => {
    renderResource(mailDeadLetterResource, '/admin/mail-dead-letter', { role: 'viewer', routes: { 'GET /api/admin/mail/dead-letter/search': page([row]) } });
    const table = await screen.findByRole('table', { name: 'メール送信エラー一覧' });
    await within(table).findByText('mail.contact-auto-reply');
    expect(within(table).queryByRole('button', { name: /を再送$/ })).toBeNull();
  });
});
