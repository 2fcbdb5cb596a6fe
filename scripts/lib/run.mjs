import { spawn } from 'node:child_process';
import { root } from './apps.mjs';

/** Runs a command from the repo root, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, { env = {}, cwd = root, prefix } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      const pipe = (stream, out) => {
        let buffer = '';
        stream.on('data', (chunk) => {
          buffer += chunk;
          const lines = buffer.split('\n');
          buffer = lines.pop();
          for (const line of lines) out.write(`[${prefix}] ${line}\n`);
        });
        stream.on('end', () => buffer && out.write(`[${prefix}] ${buffer}\n`));
      };
      pipe(child.stdout, process.stdout);
      pipe(child.stderr, process.stderr);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}
