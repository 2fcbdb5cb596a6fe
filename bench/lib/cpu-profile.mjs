// Where a process's CPU went: self time per function from the V8 CPU profiles `node --cpu-prof` writes
// (.cpuprofile JSON: a call tree of nodes, the node each sample hit, and the microseconds between samples).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A sample that ran no JavaScript and no GC: the thread waited. Not CPU, so left out of every figure. */
const IDLE = '(idle)';

/** `file:///…/node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; the repository's own files relative to it. */
function shortUrl(url) {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) return path.slice(modules + '/node_modules/'.length);
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

/**
 * The package or folder of a function's file: `react-dom`, `@nestjs/core`, `api/dist`; Node's own by area:
 * `node:undici` (fetch), `node:streams`, `node:http` (node:_http_server and the like), `node:zlib`…
 */
function packageOf(url) {
  if (url.startsWith('node:')) {
    const [, area = ''] = /^node:(?:internal\/(?:deps\/)?)?_?([a-z0-9]+)/.exec(url) ?? [];
    return `node:${area}`;
  }
  const parts = shortUrl(url).split('/');
  if (url.includes('/node_modules/')) return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts.slice(0, 2).join('/');
}

/**
 * Self time per function and per package of one profile, counting only samples taken between `fromUs` and `toUs`
 * (CLOCK_MONOTONIC microseconds, the clock of V8's sample times and of process.hrtime: the measured window, not
 * the start-up). Returns `{ sampledMs, functions: [{ name, ms }], packages: [{ name, ms }] }`, largest first.
 */
export function selfTimes(file, fromUs = -Infinity, toUs = Infinity) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map();
  const packages = new Map();
  let sampledMs = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (at < fromUs || at > toUs) continue;
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]).callFrame;
    if (functionName === IDLE) continue;
    const name = url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}` : functionName || '(anonymous)';
    functions.set(name, (functions.get(name) ?? 0) + ms);
    // Samples in no script: V8's own states ((program), (garbage collector)) or a native function (C++).
    const pkg = url ? packageOf(url) : functionName.startsWith('(') ? functionName : '(native)';
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    sampledMs += ms;
  }
  const largest = (map) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { sampledMs, functions: largest(functions), packages: largest(packages) };
}

/** The .cpuprofile files in `dir`, each with the pid and thread (0: the main thread) its name carries. */
export function profilesIn(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const match = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(name);
    return match ? [{ file: join(dir, name), pid: Number(match[1]), thread: Number(match[2]) }] : [];
  });
}
