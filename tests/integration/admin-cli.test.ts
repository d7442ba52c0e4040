// `npm run admin -- …`: the office inbox's accounts, made and changed from the command line.
// Its time: each case runs the command as a process of its own, and hashes passwords at the standard cost.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { hashCost, STANDARD_COST, TEST_COST, verifyPassword } from '#server/admin/passwords.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/admin.ts');
const PASSWORD = 'a long enough password';

// Each test runs the command a few times: a second or two each on a slow shared machine.
jest.setTimeout(60_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command as `npm run admin -- …` does, with `input` on its standard input (not a terminal), hashing at
 * the test suite's cost; `standard` runs it at the production cost.
 */
function admin(input: string, ...args: string[]): Promise<Run> {
  return run({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }, input, args);
}
const standard = (input: string, ...args: string[]) => run({}, input, args);

function run(env: Record<string, string>, input: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function storedHash(login: string): Promise<string | undefined> {
  const store = openSqliteStore(dataDir);
  try {
    return (await store.admin.findUser(login))?.passwordHash;
  } finally {
    await store.close();
  }
}

describe('npm run admin', () => {
  it('adds an account with the password from standard input, hashed at the standard cost, and never prints it', async () => {
    const added = await standard(`${PASSWORD}\n`, 'add-user', 'office');
    expect(added).toMatchObject({ code: 0, stdout: 'Added "office" (admin). Sign in at /admin/login.\n' });
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);
    const hash = (await storedHash('office')) ?? '';
    expect(hashCost(hash)).toEqual(STANDARD_COST);
    expect(hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('another password', hash)).toBe(false);

    const listed = await admin('', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^office {2}admin {2}\(since \d{4}-\d{2}-\d{2}\)\n$/);
  });

  it('refuses a second account with the same login, a short password and a malformed login', async () => {
    await admin(`${PASSWORD}\n`, 'add-user', 'office');
    const twice = await admin(`${PASSWORD}\n`, 'add-user', 'office');
    expect(twice.code).toBe(65);
    expect(twice.stderr).toContain('exists already');

    const short = await admin('short\n', 'add-user', 'sales');
    expect(short.code).toBe(64);
    expect(short.stderr).toContain('a password is 10 to 200 characters');
    expect(await storedHash('sales')).toBeUndefined();

    const lowered = await run({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' }, `${PASSWORD}\n`, [
      'add-user',
      'sales',
    ]);
    expect(lowered.code).toBe(78);
    expect(lowered.stderr).toContain('PASSWORD_HASH_COST: may be "test" only with NODE_ENV=test');
    expect(await storedHash('sales')).toBeUndefined();

    const badLogin = await admin(`${PASSWORD}\n`, 'add-user', 'bad login!');
    expect(badLogin.code).toBe(64);
    expect(badLogin.stderr).toContain('Usage: npm run admin');
  });

  it('gives an account the roles it is added with, changes them, and refuses roles it does not know', async () => {
    expect(await admin(`${PASSWORD}\n`, 'add-user', 'clerk', '--roles', 'inbox')).toMatchObject({
      code: 0,
      stdout: 'Added "clerk" (inbox). Sign in at /admin/login.\n',
    });
    const changed = await admin('', 'roles', 'clerk', 'editor, inbox');
    expect(changed).toMatchObject({ code: 0, stdout: '"clerk" now has the roles inbox,editor.\n' });
    expect((await admin('', 'list')).stdout).toMatch(/^clerk {2}inbox,editor {2}\(since /);

    const unknown = await admin('', 'roles', 'clerk', 'inbox,owner');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('roles are one or more of inbox, editor, stats, admin');
    const none = await admin(`${PASSWORD}\n`, 'add-user', 'sales', '--roles', '');
    expect(none.code).toBe(64);
    expect(await storedHash('sales')).toBeUndefined();
    expect(await admin('', 'roles', 'nobody', 'inbox')).toMatchObject({ code: 67, stderr: 'No account "nobody".\n' });
    expect((await admin('', 'list')).stdout).toMatch(/^clerk {2}inbox,editor {2}/);
  });

  it('changes a password, ending the sessions, and removes an account', async () => {
    await admin(`${PASSWORD}\n`, 'add-user', 'office');
    const store = openSqliteStore(dataDir);
    const user = await store.admin.findUser('office');
    await store.admin.createSession('session-hash', user?.id ?? 0, new Date());
    await store.close();

    const changed = await admin('another long password\n', 'passwd', 'office');
    expect(changed).toMatchObject({ code: 0, stdout: 'Changed the password of "office"; its sessions have ended.\n' });
    const changedHash = (await storedHash('office')) ?? '';
    expect(hashCost(changedHash)).toEqual(TEST_COST);
    expect(await verifyPassword('another long password', changedHash, TEST_COST)).toBe(true);
    const after = openSqliteStore(dataDir);
    expect(await after.admin.touchSession('session-hash', new Date(0), new Date())).toBeUndefined();
    await after.close();

    expect(await admin('', 'passwd', 'nobody')).toMatchObject({ code: 67, stderr: 'No account "nobody".\n' });
    expect(await admin('', 'remove-user', 'office')).toMatchObject({ code: 0, stdout: 'Removed "office".\n' });
    expect((await admin('', 'list')).stdout).toBe('No accounts: /admin answers 404.\n');
  });

  it("turns an account's two-factor sign-in off, its phone and recovery codes lost", async () => {
    await admin(`${PASSWORD}\n`, 'add-user', 'office');
    const store = openSqliteStore(dataDir);
    const user = await store.admin.findUser('office');
    await store.admin.setPendingTotp(user?.id ?? 0, 'JBSWY3DPEHPK3PXP');
    await store.admin.confirmTotp(user?.id ?? 0, 'JBSWY3DPEHPK3PXP', 1, ['code-hash']);
    await store.close();

    expect(await admin('', 'two-factor-off', 'office')).toMatchObject({
      code: 0,
      stdout: 'Two-factor sign-in of "office" is off.\n',
    });
    const after = openSqliteStore(dataDir);
    expect((await after.admin.findUser('office'))?.totpSecret).toBeUndefined();
    expect(await after.admin.recoveryCodesLeft(user?.id ?? 0)).toBe(0);
    await after.close();
    expect(await admin('', 'two-factor-off', 'nobody')).toMatchObject({ code: 67 });
  });
});
