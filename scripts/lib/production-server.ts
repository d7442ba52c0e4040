// The production build started as `npm start` starts it (its allocator setting, heap flags and the bundle) on a
// free port of 127.0.0.1, for the bench and the stress scripts: they measure what production runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [START_ENV_PART = '', START_ARGS_PART = 'dist/app/index.js'] = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
).scripts.start.split(/(?:^| )node /);
const START_ENV = Object.fromEntries(
  START_ENV_PART.split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const START_ARGS = START_ARGS_PART.split(' ');

/** Starts the server with `env` over the production settings; `port` resolves once it listens. */
export function startProductionServer(env: Record<string, string>): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, START_ARGS, {
    env: { ...process.env, ...START_ENV, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    if (!child.stdout) return reject(new Error('no server output'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'server listening' && entry.port) resolve(entry.port);
    });
  });
  return { child, port };
}
