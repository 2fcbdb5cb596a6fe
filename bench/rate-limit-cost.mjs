// `node bench/rate-limit-cost.mjs [--calls 100000] [--concurrency 16]` (after `npm run build -w api`)
//
// What the per-address request limit (REQUEST_RATE_LIMIT) costs per request, apart from everything else: the
// built RequestRateLimit's admit() called on counted requests (a search URL from 1,000 addresses, never refused),
// in memory and against a Redis of its own (spawned here, so its CPU is the limit's alone), and on requests it does
// not count. Reports the API process's CPU µs per call (process.cpuUsage) and Redis's (from /proc), and the wall
// time per call at the given concurrency. The full benchmark (run.mjs --rate-limit on/off) is too noisy on a
// shared machine to show a cost this small; this measures it directly.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'api/package.json'));
const { values } = parseArgs({ options: { calls: { type: 'string', default: '100000' }, concurrency: { type: 'string', default: '16' } } });
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);

const express = require('express');
const { Redis } = require('ioredis');
const { RequestRateLimit } = require('./dist/common/throttle/request-rate-limit.js');

const freePort = () =>
  new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const app = express();
app.set('trust proxy', 'loopback');
const response = { writeHead() {}, end() {} };
// Requests as the middleware gets them: on the app's request prototype, so `ip` is Express's under TRUST_PROXY.
const request = (i, url) => {
  const socket = { remoteAddress: `10.0.${(i >> 8) & 3}.${i & 255}` };
  return Object.create(app.request, { method: { value: 'GET' }, url: { value: url }, headers: { value: {} }, socket: { value: socket }, connection: { value: socket } });
};

async function run(label, limit, url, redisPid) {
  // Warm-up (JIT, the Redis script loaded), then the measured calls.
  for (let i = 0; i < 2000; i++) await limit.admit(request(i % 1000, url), response);
  const cpu = process.cpuUsage();
  const redisBefore = redisPid && cpuMsOf(redisPid);
  const started = process.hrtime.bigint();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
        const i = next++;
        if ((await limit.admit(request(i % 1000, url), response)) === false) refused++;
      }
    }),
  );
  const wallNs = Number(process.hrtime.bigint() - started);
  const used = process.cpuUsage(cpu);
  const row = {
    case: label,
    calls,
    refused,
    'API CPU µs/call': Math.round(((used.user + used.system) / calls) * 100) / 100,
    'Redis CPU µs/call': redisPid ? Math.round((((cpuMsOf(redisPid) - redisBefore) * 1000) / calls) * 100) / 100 : '–',
    'wall µs/call': Math.round((wallNs / 1000 / calls) * 100) / 100,
  };
  console.log(JSON.stringify(row));
  return row;
}

const config = (prefix) => ({ requestRateLimit: 1_000_000_000, queuePrefix: prefix });
const search = '/api/front/item/get-search-by-keyword-list?keyword=Java&areas=13';
const rows = [];
rows.push(await run('memory, counted (search URL)', RequestRateLimit.create(config('mem'), null), search));
rows.push(await run('not counted (static file)', RequestRateLimit.create(config('mem2'), null), '/main.3f9a1c2b.js'));

const port = await freePort();
const redisServer = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
try {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // refused while the server starts: connect() is retried below
  for (let i = 0; i < 50; i++) {
    try {
      await redis.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  rows.push(await run('Redis, counted (search URL)', RequestRateLimit.create(config('redis'), redis), search, redisServer.pid));
  await redis.quit();
} finally {
  redisServer.kill('SIGKILL');
}
console.table(rows);
process.exit(0);
