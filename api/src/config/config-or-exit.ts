import { AppConfig, ConfigError, loadConfig } from './app-config';

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
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return exit(1);
    }
    throw error;
  }
}
