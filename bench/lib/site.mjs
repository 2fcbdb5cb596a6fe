// The site as one thing to start and stop, whatever processes serve it: the processes `npm start` runs
// (scripts/serve.mjs: the web server in front, the API behind it, the worker where the settings want one).
import { startSiteProcesses } from '../../scripts/serve.mjs';
import { resolve } from 'node:path';
import { freePort } from './processes.mjs';

/**
 * Starts the site on a free port with `env` added to this process's environment, and resolves once it answers
 * /api/health. `profileDir`: each Node process of the site writes a V8 CPU profile there when it stops
 * (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; Node 20 refuses --cpu-prof in NODE_OPTIONS, so each process
 * gets it on its command line). `processes`: the site's processes by name (api, web, worker), for their CPU time.
 * `stop()`: SIGTERM to each (a graceful stop writes the profiles), SIGKILL after 30 s; without a profile SIGKILL at
 * once: requests a timed-out client left behind are not worth waiting for.
 */
export async function startSite({ env = {}, profileDir } = {}) {
  const port = await freePort();
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [];
  const site = await startSiteProcesses({
    env: { ...process.env, ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    nodeArgs,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const children = site.processes.map((p) => p.child);
  const alive = (child) => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    const running = children.filter(alive);
    const exited = Promise.all(running.map((child) => new Promise((r) => child.once('exit', r))));
    for (const child of running) child.kill(profileDir ? 'SIGTERM' : 'SIGKILL');
    const late = setTimeout(() => running.filter(alive).forEach((child) => child.kill('SIGKILL')), 30_000);
    await exited;
    clearTimeout(late);
  };
  try {
    await waitHealthy(site.url, () => children.some((child) => !alive(child)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: site.url, processes: site.processes.map(({ name, child }) => ({ name, pid: child.pid })), stop };
}

/** Polls /api/health through the web server until it answers 200 (the API listens once its search index is built). */
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
