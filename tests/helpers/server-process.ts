import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Every JSON line it wrote to stdout. */
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
  dataDir: string;
  /** Removes its data directory (after it has exited). */
  cleanup(): void;
}

/** Starts `node server/index.ts` in production mode on a free loopback port, with its own DATA_DIR. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-proc-'));
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts.filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    dataDir,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Polls `probe` until it returns a value. */
export async function waitFor<T>(probe: () => T | undefined, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The port it logged in 'server listening'. */
export function listeningPort(server: ServerProcess, ms = 60_000): Promise<number> {
  return waitFor(() => {
    const exitedEarly = server.child.exitCode !== null;
    if (exitedEarly) throw new Error(`server exited ${server.child.exitCode}: ${server.stderr()}`);
    return server.lines.find((line) => line.msg === 'server listening')?.port as number | undefined;
  }, ms);
}
