// npm run stress:sign-in: bursts of parallel sign-ins against the production build (started as `npm start`
// starts it, behind a pretend proxy: TRUST_PROXY=true), each with the server's memory and what other visitors
// waited for meanwhile (the home page and its script, fetched one after another while the burst runs):
//   1. wrong passwords for one login ("admin") from one address;
//   2. wrong passwords for the office's login from as many addresses;
//   3. wrong passwords for as many unknown logins from as many addresses (only the check queue bounds these);
// then whether the owner, signed in before the bursts from another address, still gets in with the right password.
// Only 127.0.0.1 is contacted. Run `npm run build` first. STRESS_BURST sets the burst's size (default 40).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { startProductionServer } from './lib/production-server.ts';
import { memoryOf, resetPeakMemory } from './lib/throughput.ts';

const BURST = Number(process.env.STRESS_BURST ?? 40);
const LOGIN = 'office';
const PASSWORD = 'stress sign-in password';

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-stress-'));
// The accounts command, as the office runs it: the password hashed at the production cost.
execFileSync(process.execPath, ['scripts/admin.ts', 'add-user', LOGIN], {
  env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
  input: `${PASSWORD}\n`,
  stdio: ['pipe', 'ignore', 'inherit'],
});
const rates = await startFakeUpstream({ port: 0 });
const server = startProductionServer(dataDir, rates.origin, { TRUST_PROXY: 'true' });

interface SignIn {
  login: string;
  password: string;
  address: string;
  cookie?: string;
}

async function signIn(origin: string, { login, password, address, cookie }: SignIn) {
  const res = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ login, password }).toString(),
  });
  await res.arrayBuffer();
  return res;
}

/** Fetches `urls` one after another until `done` settles; the longest wait for each, in ms. */
async function probe(urls: string[], done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const longest = urls.map(() => 0);
  do {
    for (const [i, url] of urls.entries()) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      longest[i] = Math.max(longest[i] ?? 0, performance.now() - started);
    }
  } while (!finished);
  return longest;
}

const fixed = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

async function burst(origin: string, pid: number, title: string, attempt: (n: number) => SignIn, probes: string[]) {
  resetPeakMemory(pid);
  const before = memoryOf(pid).rssMb;
  const started = performance.now();
  const all = Promise.all(Array.from({ length: BURST }, (_, n) => signIn(origin, attempt(n))));
  const [answers, waits] = await Promise.all([all, probe(probes, all)]);
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const counts = [...statuses].map(([status, count]) => `${count}x ${status}`).join(', ');
  console.log(
    `| ${title} | ${counts} | ${fixed(performance.now() - started)} | ${fixed(before)} | ` +
      `${fixed(memoryOf(pid).peakMb)} | ${waits.map(fixed).join(' / ')} |`,
  );
}

try {
  const origin = `http://127.0.0.1:${await server.port}`;
  const pid = server.child.pid ?? 0;
  const home = await (await fetch(`${origin}/`)).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(home)?.[1] ?? '/';
  const probes = [`${origin}/`, origin + script];
  for (const url of probes) await (await fetch(url)).arrayBuffer();

  // The owner signs in once from the office, before any attack: the browser keeps what the site gave it.
  const first = await signIn(origin, { login: LOGIN, password: PASSWORD, address: '198.51.100.7' });
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  console.log(`Owner's first sign-in: ${first.status}\n`);

  console.log(`Bursts of ${BURST} parallel sign-ins; waits of other visitors for ${probes.join(' / ')}\n`);
  console.log('| burst | answers | burst ms | RSS before MB | RSS peak MB | longest wait ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const wrong = (n: number) => `wrong password ${n}`;
  await burst(
    origin,
    pid,
    'one login, one address',
    (n) => ({ login: 'admin', password: wrong(n), address: '203.0.113.1' }),
    probes,
  );
  await burst(
    origin,
    pid,
    'one login, an address each',
    (n) => ({ login: LOGIN, password: wrong(n), address: `203.0.113.${n + 10}` }),
    probes,
  );
  await burst(
    origin,
    pid,
    'a login and an address each',
    (n) => ({ login: `guess${n}`, password: wrong(n), address: `192.0.2.${n + 10}` }),
    probes,
  );

  const owner = await signIn(origin, { login: LOGIN, password: PASSWORD, address: '198.51.100.8', cookie });
  const stranger = await signIn(origin, { login: LOGIN, password: PASSWORD, address: '198.51.100.9' });
  const attacker = await signIn(origin, { login: LOGIN, password: PASSWORD, address: '203.0.113.1' });
  console.log(`\nRight password while under attack, from a clean address:`);
  console.log(`  the owner's browser (signed in here before): ${owner.status}`);
  console.log(`  a browser never signed in here: ${stranger.status}`);
  console.log(`From the attacking address: ${attacker.status}`);
} finally {
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
