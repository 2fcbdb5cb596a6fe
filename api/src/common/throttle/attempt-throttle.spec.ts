import fc from 'fast-check';
import { AttemptThrottle, delaySeconds, formatWait, MAX_ADDRESS_SLOWDOWN_MS, THROTTLE_RULES, TooManyAttemptsError, type ThrottleScope } from './attempt-throttle';

let prefixes = 0;
/** A throttle of its own (in memory, no REDIS_URL): each property run starts from empty counts. */
/** A throttle of its own; the slow-down of an address past its budget is noted in `paused`, not waited for. */
const freshThrottle = () => {
  const throttle = new AttemptThrottle(null, { queuePrefix: `spec-${process.pid}-${prefixes++}` } as never);
  const paused: number[] = [];
  throttle.pause = async (ms) => void paused.push(ms);
  return Object.assign(throttle, { paused });
};

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);

describe('AttemptThrottle (in memory, no REDIS_URL)', () => {
  afterEach(() => jest.useRealTimers());

  it('lets the mail scopes (password reset, verification resend) send 3 per account and address, then says how long to wait', async () => {
    const throttle = freshThrottle();
    for (let i = 0; i < 3; i++) await throttle.hit('password-reset-mail', 'taro@example.com', '192.0.2.1');
    const refused = await refusal(throttle.hit('password-reset-mail', 'Taro@Example.com ', '192.0.2.1'));
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).message).toBe('送信回数が上限を超えました。1分後にもう一度お試しください。');
    expect((refused as TooManyAttemptsError).retryAfterSeconds).toBe(60);
    // Another address of the same visitor is not affected; the verification mail scope counts on its own.
    await expect(throttle.hit('password-reset-mail', 'hanako@example.com', '192.0.2.1')).resolves.toBeUndefined();
    await expect(throttle.hit('auth-mail', 'taro@example.com', '192.0.2.1')).resolves.toBeUndefined();
  });

  it('counts guesses of mail links per IP only: failures from many addresses never lock another visitor out', async () => {
    const throttle = freshThrottle();
    for (let i = 0; i < 30; i++) await throttle.reserve('member-link', `198.51.100.${i}`, `198.51.100.${i}`);
    await expect(throttle.reserve('member-link', '203.0.113.7', '203.0.113.7')).resolves.toBeDefined();
    for (let i = 0; i < 5; i++) await throttle.reserve('member-link', '192.0.2.9', '192.0.2.9');
    const refused = await refusal(throttle.reserve('member-link', '192.0.2.9', '192.0.2.9'));
    expect((refused as TooManyAttemptsError).message).toMatch(/^試行回数が上限を超えました。/);
  });

  it('doubles the login delay per failure after the free ones, up to the cap', () => {
    const rule = THROTTLE_RULES['member-login'].account_ip;
    expect([4, 5, 6, 7].map((n) => delaySeconds(rule, n))).toEqual([0, 15, 30, 60]);
    expect(delaySeconds(rule, 50)).toBe(15 * 60);
    expect(delaySeconds(THROTTLE_RULES['member-login'].account, 40)).toBe(5 * 60);
  });

  it('waits 15 s after the 5th failure, then 30 s, then 60 s: one attempt per wait', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-06T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const throttle = freshThrottle();
    const attempt = () => throttle.reserve('member-login', 'taro@example.com', '192.0.2.1');
    for (let i = 0; i < 5; i++) await attempt();
    for (const wait of [15, 30, 60]) {
      expect(((await refusal(attempt())) as TooManyAttemptsError).retryAfterSeconds).toBe(wait);
      jest.advanceTimersByTime(wait * 1000 - 1000);
      expect(await refusal(attempt())).toBeInstanceOf(TooManyAttemptsError);
      jest.advanceTimersByTime(1000);
      await attempt();
    }
  });

  it('words the wait in seconds under a minute, in whole minutes above', () => {
    expect([formatWait(400), formatWait(30_000), formatWait(60_000), formatWait(61_000)]).toEqual(['1秒', '30秒', '1分', '2分']);
  });
});

/** The keys an attempt counts on, as the rules name them: [dimension, key]. */
function keysOf(scope: ThrottleScope, account: string, ip: string): ['account_ip' | 'account' | 'ip', string][] {
  if (['member-link', 'staff-password-setup', 'social-login'].includes(scope)) {
    return [
      ['account_ip', ip],
      ['ip', ip],
    ];
  }
  return [
    ['account_ip', `${account}|${ip}`],
    ['account', account],
    ['ip', ip],
  ];
}

describe('password logins from a busy address (an office, a mobile carrier)', () => {
  it.each(['member-login', 'staff-login'] as const)(
    '%s: never refuses an attempt for the address alone; past its budget each attempt waits, longer with more failures, at most 3 s',
    async (scope) => {
      const throttle = freshThrottle();
      const free = THROTTLE_RULES[scope].ip.free;
      // Other people's failures, each with an account of their own, fill the address's count.
      for (let i = 0; i < free + 5; i++) await throttle.reserve(scope, `other-${i}@example.com`, '192.0.2.9');
      expect(throttle.paused.length).toBe(6);
      expect(Math.max(...throttle.paused)).toBe(MAX_ADDRESS_SLOWDOWN_MS);
      // A person with an account of their own, from the same address: let through, after the wait.
      const reservation = await throttle.reserve(scope, 'taro@example.com', '192.0.2.9');
      await reservation.succeeded();
      expect(throttle.paused.length).toBe(7);
      // Another address is not slowed.
      await throttle.reserve(scope, 'hanako@example.com', '198.51.100.1');
      expect(throttle.paused.length).toBe(7);
    },
  );

  it('still refuses the guesses of one account from that address past its budget', async () => {
    const throttle = freshThrottle();
    for (let i = 0; i < THROTTLE_RULES['member-login'].account_ip.free; i++) await throttle.reserve('member-login', 'taro@example.com', '192.0.2.9');
    expect(await refusal(throttle.reserve('member-login', 'taro@example.com', '192.0.2.9'))).toBeInstanceOf(TooManyAttemptsError);
  });
});

describe('AttemptThrottle reservations (properties)', () => {
  const scopes: ThrottleScope[] = ['member-login', 'staff-login', 'member-link', 'social-login', 'password-reset-mail', 'auth-mail', 'member-register'];
  const attempt = fc.record({ account: fc.constantFrom('a@example.com', 'b@example.com'), ip: fc.constantFrom('192.0.2.1', '192.0.2.2', '198.51.100.3') });

  it('admits at most the free budget of every key from a concurrent burst, and all of it when every key is within budget', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...scopes), fc.array(attempt, { minLength: 1, maxLength: 90 }), async (scope, burst) => {
        const throttle = freshThrottle();
        const results = await Promise.all(burst.map((a) => refusal(throttle.reserve(scope, a.account, a.ip))));
        const admitted = new Map<string, number>();
        const asked = new Map<string, number>();
        burst.forEach((a, i) => {
          for (const [dimension, key] of keysOf(scope, a.account, a.ip)) {
            const name = `${dimension}:${key}`;
            asked.set(name, (asked.get(name) ?? 0) + 1);
            if (results[i] === undefined) admitted.set(name, (admitted.get(name) ?? 0) + 1);
          }
        });
        // A password login's address key slows attempts down and refuses none (ADDRESS_SLOWS_ONLY).
        const refuses = (name: string) => !(name.startsWith('ip:') && (scope === 'member-login' || scope === 'staff-login'));
        for (const [name, count] of admitted) if (refuses(name)) expect(count).toBeLessThanOrEqual(THROTTLE_RULES[scope][name.split(':')[0] as 'ip'].free);
        for (const result of results) if (result !== undefined) expect((result as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
        const withinBudget = [...asked].every(([name, count]) => !refuses(name) || count <= THROTTLE_RULES[scope][name.split(':')[0] as 'ip'].free);
        if (withinBudget) expect(results.every((r) => r === undefined)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('never counts a login that succeeds: any number of successes among fewer failures than the budget all pass', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 40 }), fc.constantFrom<ThrottleScope>('member-login', 'staff-login', 'member-link'), async (outcomes, scope) => {
        const throttle = freshThrottle();
        let failures = 0;
        for (const ok of outcomes) {
          if (!ok && failures === THROTTLE_RULES[scope].account_ip.free - 1) continue;
          const reservation = await throttle.reserve(scope, 'taro@example.com', '192.0.2.1');
          if (ok) await reservation.succeeded();
          else failures++;
        }
        // Successes clear the account's count from this address; the budget left is never less than the failures allow.
        const left = THROTTLE_RULES[scope].account_ip.free - failures;
        for (let i = 0; i < left; i++) await throttle.reserve(scope, 'taro@example.com', '192.0.2.1');
      }),
      { numRuns: 60 },
    );
  });

  it('counts every mail request, sent or not: a refund changes nothing', async () => {
    const throttle = freshThrottle();
    for (let i = 0; i < 3; i++) await (await throttle.reserve('password-reset-mail', 'taro@example.com', '192.0.2.1')).succeeded();
    expect(await refusal(throttle.hit('password-reset-mail', 'taro@example.com', '192.0.2.1'))).toBeInstanceOf(TooManyAttemptsError);
  });
});
