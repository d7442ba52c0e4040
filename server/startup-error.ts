/**
 * What the operator set or supplied cannot be used: a variable, the database, the catalogue file. Start-up stops
 * with the message on stderr and exit code 78 (EX_CONFIG); the message names the setting or the file and never
 * holds a secret.
 */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** EX_CONFIG of sysexits.h: a configuration error. */
export const EXIT_CONFIG = 78;

/** Runs a start-up step; a StartupError ends the process with its message and EXIT_CONFIG, anything else is thrown. */
export async function exitOnStartupError<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(EXIT_CONFIG);
  }
}
