import { execFileSync } from 'node:child_process';
import path from 'node:path';

// An office account on the server under test (its data directory, E2E_DATA_DIR), added with the accounts command as
// the office's IT staff run it; it may exist already from another worker's or an earlier run.

const ROOT = path.resolve(import.meta.dirname, '../..');

export function addServerAccount(dataDir: string, login: string, roles: string, password: string): void {
  try {
    execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', login, '--roles', roles], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '' },
      input: `${password}\n`,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  } catch (err) {
    if (!String((err as { stderr?: Buffer }).stderr).includes('exists already')) throw err;
  }
}
