import { loadConfig } from './app-config';
import { jobsRunHere, workerRefusal } from './process-role';

describe('jobsRunHere', () => {
  it('is always true in the worker, and in the API as JOBS_IN_API says', () => {
    expect(jobsRunHere({ jobsInApi: false }, 'worker')).toBe(true);
    expect(jobsRunHere({ jobsInApi: true }, 'worker')).toBe(true);
    expect(jobsRunHere({ jobsInApi: true }, 'api')).toBe(true);
    expect(jobsRunHere({ jobsInApi: false }, 'api')).toBe(false);
  });
});

describe('workerRefusal', () => {
  it('names REDIS_URL, then DATABASE_URL, when the worker could not share the jobs with the API', () => {
    expect(workerRefusal(loadConfig({}))).toMatch(/^The worker needs REDIS_URL/);
    expect(workerRefusal(loadConfig({ DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test' }))).toMatch(/^The worker needs REDIS_URL/);
    expect(workerRefusal(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toMatch(/^The worker needs DATABASE_URL/);
    expect(workerRefusal(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test' }))).toBeNull();
  });
});
