// The production server as `npm start` runs it (its allocator setting, heap flags and the bundle), on a free
// port of 127.0.0.1, for the bench and the stress scripts. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [START_ENV_PART = '', START_ARGS_PART = 'dist/app/index.js'] = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start.split(/(?:^| )node /);
/** `npm start`'s environment settings (NODE_ENV, MALLOC_ARENA_MAX) and node's arguments (heap flags, bundle). */
export const START_ENV: Record<string, string> = Object.fromEntries(
  START_ENV_PART.split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
export const START_ARGS = START_ARGS_PART.split(' ');

/** Starts it with its own DATA_DIR and the currency tables from `ratesOrigin` (the tests' fake upstream). */
export function startProductionServer(dataDir: string, ratesOrigin: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, START_ARGS, {
    env: {
      ...process.env,
      ...START_ENV,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      RATES_UPSTREAM_URLS: `${ratesOrigin}/ok/{date}/{currency}.json`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg !== 'server listening' || !entry.port) return;
      resolve(entry.port);
      // The request log from here on is drained unread: parsing it would take a share of the load's CPU.
      lines.close();
      child.stdout.resume();
    });
  });
  return { child, port };
}
