// The office inbox at scale, against the production build (`npm run build` first) as `npm start` runs it:
// fills a temporary DATA_DIR with --rows enquiries (default 1,000,000), then measures the inbox's pages and
// searches, the server's memory while both exports download, and other visitors' latency meanwhile.
// npm run stress:inbox [-- --rows 100000]
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '#server/admin/passwords.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { enquiryTime, fillInbox } from './lib/inbox-stress-data.ts';
import { memoryOf, ms, percentile, sampleMemory, startProductionServer, timed, visitors } from './lib/load-probes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'stress test password';
const RUNS = 5;
const VISITORS = 4;

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const rows = Number(values.rows);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-inbox-'));
const say = (line: string) => process.stdout.write(`${line}\n`);

async function fill(now: number) {
  const started = performance.now();
  const store = openSqliteStore(dataDir);
  fillInbox(store.db, rows, Math.floor(rows / 50), now);
  await store.admin.addUser('office', await hashPassword(PASSWORD), new Date(now), ['admin']);
  await store.close();
  say(`filled ${rows.toLocaleString('en')} enquiries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: 'office', password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session'));
  if (res.status !== 303 || !cookie) throw new Error(`sign-in answered ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/** Each inbox request RUNS times, while a visitor asks /healthz one request after another. */
async function inboxTimes(origin: string, cookie: string, now: number) {
  const cursor = (i: number) => encodeURIComponent(`${enquiryTime(i, rows, now).toISOString()}:e${i + 1}`);
  const get = (url: string) => timed(`${origin}${url}`, { Cookie: cookie });
  const probe = visitors(`${origin}/healthz`, 1);
  const cases: Record<string, string> = {
    'first page': '/admin',
    'middle page (keyset)': `/admin?before=${cursor(Math.floor(rows / 2))}`,
    'last page (keyset)': `/admin?before=${cursor(40)}`,
    'kind = quotation': '/admin?kind=quotation',
    'status = new, deep': `/admin?status=new&before=${cursor(Math.floor(rows / 3))}`,
    'one month': '/admin?from=2024-03-01&to=2024-03-31',
    'search Cyrillic, any case: "БАТБАЯР"': `/admin?q=${encodeURIComponent('БАТБАЯР')}`,
    'search Latin, dense: "gmail"': '/admin?q=gmail',
    'search rare: e-mail "bold.777777"': '/admin?q=bold.777777',
    'search phone: "8842 0042"': `/admin?q=${encodeURIComponent('8842 0042')}`,
    'search nothing: "zzqqxx"': '/admin?q=zzqqxx',
  };
  for (const [name, url] of Object.entries(cases)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms: took, status } = await get(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      times.push(took);
    }
    say(`  ${name.padEnd(40)} median ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))}`);
  }
  let page = await get('/admin');
  const older: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const next = /<a rel="next" href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    if (!next) break;
    page = await get(next);
    older.push(page.ms);
  }
  say(`  ${'20 pages by "Older" links'.padEnd(40)} median ${ms(percentile(older, 50))}, max ${ms(Math.max(...older))}`);
  const probed = await probe();
  say(`  /healthz meanwhile: p99 ${ms(percentile(probed, 99))}, max ${ms(Math.max(...probed))}`);
}

async function exportWhileVisiting(origin: string, cookie: string, pid: number, format: string, quiet: number[]) {
  const stopVisitors = visitors(`${origin}/`, VISITORS);
  const stopMemory = sampleMemory(pid);
  const started = performance.now();
  const res = await fetch(`${origin}/admin/export.${format}`, { headers: { Cookie: cookie } });
  let bytes = 0;
  for await (const chunk of res.body ?? []) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - started) / 1000;
  const busy = await stopVisitors();
  say(
    `  export.${format}: ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s, server RSS max ` +
      `${stopMemory().toFixed(0)} MB; visitors' p99 ${ms(percentile(busy, 99))} (unloaded ${ms(percentile(quiet, 99))})`,
  );
}

/** The command line's export as `npm run enquiries` runs it (its Node flags too), to /dev/null; its peak RSS. */
async function cliExport(format: string): Promise<number> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [, ...command] = (pkg.scripts.enquiries ?? '').split(' ');
  const child = spawn(process.execPath, [...command, 'export', '--format', format], {
    cwd: ROOT,
    stdio: ['ignore', openSync('/dev/null', 'w'), 'inherit'],
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(child.pid ?? 0).peak);
    } catch {
      // ended
    }
  }, 50);
  await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  return peak;
}

try {
  const now = Date.now();
  await fill(now);
  const server = await startProductionServer(ROOT, { DATA_DIR: dataDir });
  try {
    const cookie = await signIn(server.origin);
    const stopQuiet = visitors(`${server.origin}/`, VISITORS);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const quiet = await stopQuiet();
    say(
      `home page, ${VISITORS} visitors, unloaded: p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}`,
    );
    say('inbox (each run 5 times):');
    await inboxTimes(server.origin, cookie, now);
    say('exports while 4 visitors load the home page:');
    await exportWhileVisiting(server.origin, cookie, server.pid, 'csv', quiet);
    await exportWhileVisiting(server.origin, cookie, server.pid, 'json', quiet);
    say(`server peak RSS over the whole run: ${memoryOf(server.pid).peak.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
  for (const format of ['csv', 'json'])
    say(`npm run enquiries -- export --format ${format}: peak RSS ${(await cliExport(format)).toFixed(0)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
