import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

const GET_STYLE = '/api/front/survey/get-engineer-style';
const STORE_STYLE = '/api/front/survey/store-engineer-style';
const GET_START = '/api/front/survey/get-freelance-start';
const STORE_START = '/api/front/survey/store-freelance-start';

const styleAnswer = {
  work_style: 3,
  work_style_label: 'フルリモート希望',
  desired_weekly_days: 4,
  desired_rate: 700000,
  experience_years: 6,
  preferences: 'バックエンド',
  note: null,
};

describe('/user/survey/engineer-style (働き方アンケート)', () => {
  withXsrfCookie();

  it('the first answer: rate typed in 万円 and sent in yen, then a completion message and the way back', async () => {
    const { calls } = mockFetch({
      ...userInfoRoute(),
      [`GET ${GET_STYLE}`]: { answer: null, answered_at: null },
      [`POST ${STORE_STYLE}`]: { answer: styleAnswer, answered_at: '2026-11-26T01:00:00.000Z' },
    });
    renderAccount('/user/survey/engineer-style');
    expect(await screen.findByRole('heading', { level: 1, name: '働き方アンケート' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'フルリモート希望' }));
    fireEvent.change(screen.getByLabelText(/^希望する稼働日数/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/^希望単価/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^エンジニアとしての経験年数/), { target: { value: '６' } });
    fireEvent.change(screen.getByLabelText(/^希望するポジション・エリア/), { target: { value: 'バックエンド' } });
    fireEvent.click(screen.getByRole('button', { name: '回答を送信する' }));

    expect(await screen.findByRole('heading', { name: 'ご回答ありがとうございました' })).toHaveFocus();
    expect(postedTo(calls, STORE_STYLE)).toEqual([{ work_style: 3, desired_weekly_days: 4, desired_rate: 700000, experience_years: 6, preferences: 'バックエンド', note: null }]);
    expect(screen.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/user');
    // 回答を修正する: the form again, with the answer sent.
    fireEvent.click(screen.getByRole('button', { name: '回答を修正する' }));
    expect(await screen.findByRole('radio', { name: 'フルリモート希望' })).toBeChecked();
    expect(screen.getByRole('button', { name: '回答を更新する' })).toBeInTheDocument();
  });

  it('a current answer is filled in and said to be updated by a new send', async () => {
    mockFetch({ ...userInfoRoute(), [`GET ${GET_STYLE}`]: { answer: styleAnswer, answered_at: '2026-11-20T01:00:00.000Z' } });
    renderAccount('/user/survey/engineer-style');
    expect(await screen.findByText(/2026年11月20日にいただいた回答を表示しています/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'フルリモート希望' })).toBeChecked();
    expect(screen.getByLabelText(/^希望単価/)).toHaveValue('70');
    expect(screen.getByLabelText(/^希望する稼働日数/)).toHaveValue('4');
  });

  it('the server’s messages under the fields, the first one focused, nothing typed lost', async () => {
    mockFetch({
      ...userInfoRoute(),
      [`GET ${GET_STYLE}`]: { answer: null, answered_at: null },
      [`POST ${STORE_STYLE}`]: reply(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: '入力内容に誤りがあります',
        errors: { work_style: ['希望する働き方を選んでください'], desired_rate: ['希望単価は10万円〜500万円の範囲で入力してください'] },
      }),
    });
    renderAccount('/user/survey/engineer-style');
    fireEvent.change(await screen.findByLabelText(/^希望単価/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(await screen.findByText('希望する働き方を選んでください')).toBeInTheDocument();
    expect(screen.getByText('希望単価は10万円〜500万円の範囲で入力してください')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '常駐希望' })).toHaveFocus());
    expect(screen.getByLabelText(/^希望単価/)).toHaveValue('5');
  });

  it('not logged in: to /login?next=', async () => {
    mockFetch(loggedOutRoute());
    renderAccount('/user/survey/engineer-style');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fuser%2Fsurvey%2Fengineer-style'));
  });
});

describe('/user/survey/freelance-start (フリーランス準備アンケート)', () => {
  withXsrfCookie();

  it('answers: timing, status, experience, a date and a note', async () => {
    const { calls } = mockFetch({
      ...userInfoRoute(),
      [`GET ${GET_START}`]: { answer: null, answered_at: null },
      [`POST ${STORE_START}`]: {
        answer: { start_timing: 2, start_timing_label: '1ヶ月以内', current_status: 1, current_status_label: '会社員', has_freelance_experience: false, available_from: '2027-01-04', note: '契約の相談' },
        answered_at: '2026-11-26T01:00:00.000Z',
      },
    });
    renderAccount('/user/survey/freelance-start');
    fireEvent.click(await screen.findByRole('radio', { name: '1ヶ月以内' }));
    fireEvent.change(screen.getByLabelText(/^現在の状況/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'なし' }));
    fireEvent.change(screen.getByLabelText(/^参画できる最も早い日/), { target: { value: '2027-01-04' } });
    fireEvent.change(screen.getByLabelText(/^その他・ご相談したいこと/), { target: { value: '契約の相談' } });
    fireEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(await screen.findByRole('heading', { name: 'ご回答ありがとうございました' })).toBeInTheDocument();
    expect(postedTo(calls, STORE_START)).toEqual([{ start_timing: 2, current_status: 1, has_freelance_experience: false, available_from: '2027-01-04', note: '契約の相談' }]);
  });

  it('an unanswered experience is sent as such, and the server says which field', async () => {
    const { calls } = mockFetch({
      ...userInfoRoute(),
      [`GET ${GET_START}`]: { answer: null, answered_at: null },
      [`POST ${STORE_START}`]: reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { has_freelance_experience: ['フリーランス経験の有無を選んでください'] } }),
    });
    renderAccount('/user/survey/freelance-start');
    fireEvent.click(await screen.findByRole('radio', { name: 'すぐにでも' }));
    fireEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(await screen.findByText('フリーランス経験の有無を選んでください')).toBeInTheDocument();
    expect(postedTo(calls, STORE_START)).toEqual([{ start_timing: 1, current_status: null, has_freelance_experience: null, available_from: null, note: null }]);
  });
});
