import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseEnv } from 'node:util';
import { AppConfig, ConfigError, loadConfig, REPO_ROOT } from './app-config';

/**
 * Settings may also come from a `.env` file at the repository root (see .env.example); variables
 * already set in the environment win over the file.
 */
export function loadEnvFile(env: Record<string, string | undefined>, file = path.join(REPO_ROOT, '.env')): void {
  if (!existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] === undefined) env[key] = value;
  }
}

/**
 * loadConfig for entry points: a bad setting prints its one-line message (no stack trace) and
 * exits with status 1.
 */
export function loadConfigOrExit(
  env: Record<string, string | undefined> = process.env,
  exit: (code: number) => never = process.exit,
  print: (line: string) => void = (line) => console.error(line),
): AppConfig {
  try {
    // Only the real environment is completed from .env; callers passing their own object get exactly it.
    if (env === process.env) loadEnvFile(env);
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return exit(1);
    }
    throw error;
  }
}
