import { ConfigError, type AppConfig } from '../config/config';

/** Runs the config loader and exits with the list of bad variables instead of a stack trace. */
export function exitWithConfigProblems(load: () => AppConfig): AppConfig {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** Reads `--name value` pairs from argv. */
export function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[name!] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) args[name!] = argv[++i]!;
    else args[name!] = 'true';
  }
  return args;
}
