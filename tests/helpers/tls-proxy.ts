// The shipped reverse proxy, for tests: Debian's nginx (apt-get install nginx-light) running deploy/nginx.conf on
// loopback ports, with a certificate made by deploy/tls-certificate.sh, as compose.yaml runs them in the nginx
// image. The template's names are filled in here the way the image's envsubst step fills them in there.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEPLOY = path.join(ROOT, 'deploy');
export const NGINX = '/usr/sbin/nginx';
const run = promisify(execFile);

/** Whether the proxy tests run: where nginx and openssl are installed, and always in CI (which installs them). */
export const shouldRunProxyTests = (existsSync(NGINX) && existsSync('/usr/bin/openssl')) || process.env.CI === 'true';
if (!shouldRunProxyTests) process.stderr.write('proxy tests skipped: apt-get install nginx-light openssl\n');

// The names compose.yaml lets the image fill in (NGINX_ENVSUBST_FILTER there).
const TEMPLATE_NAME = /\$\{((?:PROXY_|NGINX_LOCAL_RESOLVERS)\w*)\}/g;

/** deploy/nginx.conf with its names filled in; every name it uses must be given, and nothing else is touched. */
export function renderNginxConf(values: Record<string, string>): string {
  const template = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
  const missing = new Set<string>();
  const filled = template.replace(TEMPLATE_NAME, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) missing.add(name);
    return value ?? whole;
  });
  if (missing.size) throw new Error(`deploy/nginx.conf needs ${[...missing].join(', ')}`);
  return filled;
}

/** A TCP port free on 127.0.0.1 just now (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once a TCP connection to the port is accepted; fails if `exited` comes first. */
async function accepting(port: number, child: ChildProcess, stderr: () => string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TlsProxy {
  httpOrigin: string;
  httpsOrigin: string;
  httpsPort: number;
  /** The certificate it serves (self-signed): trust it to verify the connection. */
  ca: string;
  /** The directory served at /.well-known/acme-challenge/ (where the ACME client writes its tokens). */
  acmeChallenges: string;
  /** What deploy/tls-certificate.sh wrote on its standard error (its warning). */
  certificateLog: string;
  /** The access log's lines (deploy/nginx.conf's `site` format). */
  accessLog: () => string[];
  stderr: () => string;
  stop(): Promise<void>;
}

/** Ports for the proxy, chosen before the site starts (its PUBLIC_URL names the HTTPS one). */
export async function proxyPorts(): Promise<{ http: number; https: number }> {
  return { http: await freePort(), https: await freePort() };
}

/** Starts nginx with deploy/nginx.conf on the given loopback ports, both upstream servers being `upstream`. */
export async function startTlsProxy(options: {
  ports: { http: number; https: number };
  upstream: string;
  publicUrl: string;
}): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-proxy-'));
  // nginx's workers run as another user (nobody): they read the challenge files and write the cache in here.
  chmodSync(dir, 0o755);
  const tlsDir = path.join(dir, 'tls');
  const certificate = await run('sh', [path.join(DEPLOY, 'tls-certificate.sh')], {
    env: { PATH: process.env.PATH ?? '', PROXY_TLS_DIR: tlsDir, PUBLIC_URL: options.publicUrl },
  });
  const webroot = path.join(dir, 'acme');
  const acmeChallenges = path.join(webroot, '.well-known', 'acme-challenge');
  mkdirSync(acmeChallenges, { recursive: true });
  // Copied beside the rest, where the workers may read them wherever the checkout is.
  const errorPages = path.join(dir, 'error-pages');
  cpSync(path.join(DEPLOY, 'error-pages'), errorPages, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf({
      PROXY_SITE_1: options.upstream,
      PROXY_SITE_2: options.upstream,
      PROXY_HTTP_LISTEN: `127.0.0.1:${options.ports.http}`,
      PROXY_HTTPS_LISTEN: `127.0.0.1:${options.ports.https}`,
      PROXY_HTTPS_PORT: String(options.ports.https),
      PROXY_TLS_DIR: tlsDir,
      PROXY_ACME_WEBROOT: webroot,
      PROXY_CACHE_DIR: path.join(dir, 'cache'),
      PROXY_ERROR_PAGES: errorPages,
      NGINX_LOCAL_RESOLVERS: '127.0.0.1',
    }),
  );
  // The pid file beside the rest; the error log on stderr; the access log (/dev/stdout) in a file, since nginx
  // cannot open /dev/stdout when it is the socket Node would give it.
  const accessLogFile = path.join(dir, 'access.log');
  const accessLogFd = openSync(accessLogFile, 'w');
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', accessLogFd, 'pipe'],
  });
  closeSync(accessLogFd);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await accepting(options.ports.https, child, () => stderr);
    await accepting(options.ports.http, child, () => stderr);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    httpOrigin: `http://127.0.0.1:${options.ports.http}`,
    httpsOrigin: `https://127.0.0.1:${options.ports.https}`,
    httpsPort: options.ports.https,
    ca: readFileSync(path.join(tlsDir, 'fullchain.pem'), 'utf8'),
    acmeChallenges,
    certificateLog: certificate.stderr,
    accessLog: () => readFileSync(accessLogFile, 'utf8').split('\n').filter(Boolean),
    stderr: () => stderr,
    stop,
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every header line as sent, names in lower case: a header sent twice is there twice. */
  headerLines: Array<[string, string]>;
  body: string;
}

/** One request over HTTPS (verified against `ca`), from `localAddress` when given (another loopback address). */
export function httpsRequest(
  url: string,
  options: {
    ca: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        ca: options.ca,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
          const values = res.rawHeaders.filter((_, i) => i % 2 === 1);
          const headerLines = names.map((name, i): [string, string] => [name.toLowerCase(), values[i] ?? '']);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            headerLines,
            body: Buffer.concat(chunks).toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * `openssl s_client` offering only one TLS version and, below 1.3, the `ciphers` (by default every one its
 * OpenSSL knows): whether the server took it.
 */
export async function handshake(
  port: number,
  version: '-tls1' | '-tls1_1' | '-tls1_2' | '-tls1_3',
  ciphers = 'DEFAULT',
) {
  // SECLEVEL=0 lets the client offer TLS 1.0 and 1.1 and old ciphers (Debian's OpenSSL refuses them by default),
  // so a refusal is the server's. With nothing to read on its input, s_client closes once the handshake is over.
  const cipherOptions = version === '-tls1_3' ? [] : ['-cipher', `${ciphers}:@SECLEVEL=0`];
  const args = ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'localhost', version, ...cipherOptions];
  const child = spawn('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { accepted: code === 0, output };
}
