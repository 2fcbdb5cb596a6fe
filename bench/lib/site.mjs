// The site as one thing to start and stop, whatever processes serve it: today the built API alone
// (api/dist/main.js serves pages and API on one port); when a web server renders the pages in front of the API,
// this is the one place that starts both.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the site on a free port with `env` added to this process's environment, and resolves once it answers
 * /api/health. `profileDir`: each Node process of the site writes a V8 CPU profile there when it stops
 * (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; Node 20 refuses --cpu-prof in NODE_OPTIONS, so a process
 * the site spawns gets it on its command line).
 * `processes`: the processes doing the site's work, by name, for their CPU time.
 * `stop()`: SIGTERM to the site's process group (a graceful stop writes the profiles), SIGKILL after 30 s (the
 * API gives work in flight 25 s); without a profile SIGKILL at once: requests a timed-out client left behind are
 * not worth waiting for.
 */
export async function startSite({ env = {}, profileDir } = {}) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [];
  const api = spawn(process.execPath, [...profile, 'api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stop() reaches whatever it spawns.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => api.once('exit', r));
  const stop = async () => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    const signal = (name) => {
      try {
        process.kill(-api.pid, name);
      } catch {
        // already gone
      }
    };
    signal(profileDir ? 'SIGTERM' : 'SIGKILL');
    const late = setTimeout(() => signal('SIGKILL'), 30_000);
    await exited;
    clearTimeout(late);
  };
  try {
    await waitHealthy(url, () => api.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processes: [{ name: 'api', pid: api.pid }], stop };
}

/** Polls /api/health until it answers 200 (the API listens once its catalog search index is built). */
async function waitHealthy(url, exited) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (exited()) throw new Error('the site exited at start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the site did not answer /api/health within 180 s');
}
