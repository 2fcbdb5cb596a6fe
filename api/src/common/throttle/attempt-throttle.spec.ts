import { AttemptThrottle, delaySeconds, formatWait, THROTTLE_RULES, TooManyAttemptsError } from './attempt-throttle';

const config = { queuePrefix: `spec-${process.pid}` } as never;

describe('AttemptThrottle (in memory, no REDIS_URL)', () => {
  it('lets the mail scopes (password reset, verification resend) send 3 per account and address, then says how long to wait', async () => {
    const throttle = new AttemptThrottle(null, config);
    for (let i = 0; i < 2; i++) await throttle.hit('password-reset-mail', 'taro@example.com', '192.0.2.1');
    // The third request is counted and starts the delay for the next one.
    await throttle.hit('password-reset-mail', 'taro@example.com', '192.0.2.1');
    const refused = await throttle.hit('password-reset-mail', 'Taro@Example.com ', '192.0.2.1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).message).toBe('送信回数が上限を超えました。1分後にもう一度お試しください。');
    expect((refused as TooManyAttemptsError).retryAfterSeconds).toBe(60);
    // Another address of the same visitor is not affected; the verification mail scope counts on its own.
    await expect(throttle.hit('password-reset-mail', 'hanako@example.com', '192.0.2.1')).resolves.toBeUndefined();
    await expect(throttle.hit('auth-mail', 'taro@example.com', '192.0.2.1')).resolves.toBeUndefined();
  });

  it('counts guesses of mail links per IP only: failures from many addresses never lock another visitor out', async () => {
    const throttle = new AttemptThrottle(null, config);
    for (let i = 0; i < 30; i++) await throttle.recordFailure('member-link', `198.51.100.${i}`, `198.51.100.${i}`);
    await expect(throttle.assertAllowed('member-link', '203.0.113.7', '203.0.113.7')).resolves.toBeUndefined();
    for (let i = 0; i < 6; i++) await throttle.recordFailure('member-link', '192.0.2.9', '192.0.2.9');
    const refused = await throttle.assertAllowed('member-link', '192.0.2.9', '192.0.2.9').catch((e: unknown) => e);
    expect((refused as TooManyAttemptsError).message).toMatch(/^試行回数が上限を超えました。/);
  });

  it('doubles the login delay per failure after the free ones, up to the cap', () => {
    const rule = THROTTLE_RULES['member-login'].account_ip;
    expect([4, 5, 6, 7].map((n) => delaySeconds(rule, n))).toEqual([0, 15, 30, 60]);
    expect(delaySeconds(rule, 50)).toBe(15 * 60);
    expect(delaySeconds(THROTTLE_RULES['member-login'].account, 40)).toBe(5 * 60);
  });

  it('words the wait in seconds under a minute, in whole minutes above', () => {
    expect([formatWait(400), formatWait(30_000), formatWait(60_000), formatWait(61_000)]).toEqual(['1秒', '30秒', '1分', '2分']);
  });
});
