// The frame of the office's commands (scripts/admin.ts, scripts/enquiries.ts): arguments read, the command run,
// and one exit code per outcome, so both commands answer alike.
import { EXIT_CONFIG, StartupError } from '#server/startup-error.ts';

/** EX_USAGE of sysexits.h: the command was called wrongly; the usage text follows the message. */
export const EXIT_USAGE = 64;

/** The arguments, or something typed while the command runs (a password), are not what the command takes. */
export class UsageError extends Error {}

/** A failure the command explains itself: its message on stderr and `code` (sysexits.h), nothing else. */
export class CommandError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

const isParseArgsError = (err: unknown) => (err as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS');

function failed(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

/**
 * Reads the arguments with `parse` and runs the command with them, then sets the exit code: what `run` resolves
 * with; 64 and the usage for arguments it cannot take (a UsageError or parseArgs's own error); 64 for a UsageError
 * later; the error's own code for a CommandError; 78 for a StartupError (the configuration or the database). Any
 * other error is thrown: a bug, with its stack.
 */
export async function runCommand<A>(
  usage: string,
  parse: (argv: string[]) => A,
  run: (args: A) => Promise<number>,
  argv: string[] = process.argv.slice(2),
): Promise<void> {
  process.exitCode = await exitCodeOf(usage, parse, run, argv);
}

async function exitCodeOf<A>(
  usage: string,
  parse: (argv: string[]) => A,
  run: (args: A) => Promise<number>,
  argv: string[],
): Promise<number> {
  let args: A;
  try {
    args = parse(argv);
  } catch (err) {
    if (!(err instanceof UsageError || isParseArgsError(err))) throw err;
    return failed(`${(err as Error).message}\n\n${usage.trimEnd()}`, EXIT_USAGE);
  }
  try {
    return await run(args);
  } catch (err) {
    if (err instanceof UsageError) return failed(err.message, EXIT_USAGE);
    if (err instanceof CommandError) return failed(err.message, err.code);
    if (err instanceof StartupError) return failed(err.message, EXIT_CONFIG);
    throw err;
  }
}
