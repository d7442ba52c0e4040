// The office's accounts: `npm run admin -- add-user|passwd|two-factor-off|remove-user <login>`, `... roles <login>
// <roles>` and `... list`: the first account, and the way back in when the browser's ways are lost (docs/operations.md,
// "Office accounts").
// Uses the server's configuration (PostgreSQL when DATABASE_URL is set, otherwise SQLite in DATA_DIR); safe
// while the server runs. Passwords are asked for twice on a terminal, or read from the first line of standard
// input; they are hashed with scrypt and never printed or logged.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { loadConfig } from '#server/config.ts';
import { hashPassword, type ScryptCost } from '#server/admin/passwords.ts';
import { LOGIN_PATTERN as LOGIN, PASSWORD_LENGTH } from '#shared/schemas/account-schema.ts';
import { openStore } from '#server/storage/open-store.ts';
import type { AdminStore } from '#server/storage/admin-store.ts';
import { formatRoles, parseRoles, ROLES, type Role } from '#shared/admin-roles.ts';
import { CommandError, runCommand, UsageError } from './lib/cli.ts';

const USAGE = `Usage: npm run admin -- add-user <login> [--roles <roles>]
       npm run admin -- roles <login> <roles>
       npm run admin -- passwd <login>
       npm run admin -- two-factor-off <login>
       npm run admin -- remove-user <login>
       npm run admin -- list

  add-user     creates an account for the office (/admin), an admin unless --roles says otherwise; /admin
               answers 404 until one exists
  roles        sets what the account may do, from its next request on
  passwd       sets a new password and signs the account out everywhere
  two-factor-off
               turns the account's two-factor sign-in off (its phone and recovery codes lost); it may set it
               up again, and must at its next sign-in if its role requires it
  remove-user  removes the account and ends its sessions
  list         the accounts and their roles

<roles>: one or more of inbox (reads and handles enquiries), editor (edits the site's content), stats (reads the
site's statistics) and admin (everything), separated by commas, e.g. inbox,editor

The password is asked for twice on a terminal, or read from the first line of standard input:
  printf '%s\\n' "$PASSWORD" | npm run admin -- add-user office
`;

const COMMANDS = ['add-user', 'roles', 'passwd', 'two-factor-off', 'remove-user', 'list'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (value: string | undefined): value is Command => COMMANDS.some((command) => command === value);

interface Args {
  command: Command;
  login: string;
  roles: Role[];
}

function readRoles(text: string): Role[] {
  const roles = parseRoles(text);
  if (!roles) throw new UsageError(`roles are one or more of ${ROLES.join(', ')}, separated by commas`);
  return roles;
}

function readArgs(argv: string[]): Args {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { roles: { type: 'string' } },
  });
  const [command, login = '', ...rest] = positionals;
  if (!isCommand(command)) {
    throw new UsageError('expected add-user, roles, passwd, two-factor-off, remove-user or list');
  }
  if (values.roles !== undefined && command !== 'add-user') throw new UsageError('--roles goes with add-user');
  const extra = command === 'roles' ? rest.slice(1) : rest;
  if (extra.length > 0) throw new UsageError(`too many words after ${command}`);
  if (command === 'list') {
    if (login) throw new UsageError('list takes no login');
    return { command, login, roles: [] };
  }
  if (!LOGIN.test(login)) throw new UsageError('a login is 2 to 64 letters, digits, dots, dashes, underscores or @');
  if (command === 'roles') return { command, login, roles: readRoles(rest[0] ?? '') };
  return { command, login, roles: readRoles(values.roles ?? 'admin') };
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  const first = await read({ prompt: 'Password: ', silent: true, replace: '*', output: process.stderr });
  const second = await read({ prompt: 'Password again: ', silent: true, replace: '*', output: process.stderr });
  if (first !== second) throw new UsageError('the two passwords differ');
  return first;
}

async function newPasswordHash(cost: Readonly<ScryptCost>): Promise<string> {
  const password = await readPassword();
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    throw new UsageError(`a password is ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
  }
  return hashPassword(password, cost);
}

async function run(admin: AdminStore, cost: Readonly<ScryptCost>, { command, login, roles }: Args): Promise<number> {
  const now = new Date();
  switch (command) {
    case 'list': {
      const users = await admin.listUsers();
      const lines = users.map(
        (user) =>
          `${user.login}  ${formatRoles(user.roles) || '(no roles)'}  (since ${user.createdAt.toISOString().slice(0, 10)})`,
      );
      process.stdout.write(users.length === 0 ? 'No accounts: /admin answers 404.\n' : `${lines.join('\n')}\n`);
      return 0;
    }
    case 'add-user': {
      if (await admin.findUser(login)) throw new CommandError(`An account "${login}" exists already (use passwd).`, 65);
      if (!(await admin.addUser(login, await newPasswordHash(cost), now, roles))) {
        throw new CommandError(`An account "${login}" exists already.`, 65);
      }
      process.stdout.write(`Added "${login}" (${formatRoles(roles)}). Sign in at /admin/login.\n`);
      return 0;
    }
    case 'roles': {
      if (!(await admin.setRoles(login, roles))) throw new CommandError(`No account "${login}".`, 67);
      process.stdout.write(`"${login}" now has the roles ${formatRoles(roles)}.\n`);
      return 0;
    }
    case 'passwd': {
      if (!(await admin.findUser(login))) throw new CommandError(`No account "${login}".`, 67);
      await admin.setPassword(login, await newPasswordHash(cost), now);
      process.stdout.write(`Changed the password of "${login}"; its sessions have ended.\n`);
      return 0;
    }
    case 'two-factor-off': {
      if (!(await admin.resetTwoFactor(login))) throw new CommandError(`No account "${login}".`, 67);
      process.stdout.write(`Two-factor sign-in of "${login}" is off.\n`);
      return 0;
    }
    case 'remove-user': {
      if (!(await admin.removeUser(login))) throw new CommandError(`No account "${login}".`, 67);
      process.stdout.write(`Removed "${login}".\n`);
      return 0;
    }
  }
}

await runCommand(USAGE, readArgs, async (args) => {
  const config = loadConfig(process.env);
  const store = await openStore(config);
  try {
    return await run(store.admin, config.passwordCost, args);
  } finally {
    await store.close();
  }
});
