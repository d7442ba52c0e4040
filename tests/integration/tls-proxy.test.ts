// The shipped HTTPS edge (docs/https.md, "How it is checked"): Debian's nginx with deploy/nginx.conf and a certificate
// from deploy/tls-certificate.sh, in front of the built site run as in production (TRUST_PROXY=true, an https
// PUBLIC_URL), all on loopback ports. What a visitor and an operator see through it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OFFICE_BODY_LIMIT_KB } from '#server/admin/admin-body-limit.ts';
import { hashPassword } from '#server/admin/passwords.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { ATTACHMENT_BODY_MAX_BYTES } from '#shared/attachments.ts';
import { CSRF_HEADER, CSRF_SESSION_PATH } from '#shared/constants.ts';
import { MEDIA_MAX_BYTES } from '#shared/media-library.ts';
import { listeningPort, startServerProcess, waitFor, type ServerProcess } from '../helpers/server-process.ts';
import {
  handshake,
  httpsRequest,
  proxyPorts,
  shouldRunProxyTests,
  startTlsProxy,
  type Answer,
  type TlsProxy,
} from '../helpers/tls-proxy.ts';

// Pages are rendered from the build (npm test builds first).
const hasBuild = existsSync(path.resolve(import.meta.dirname, '../../dist/server/entry-server.js'));
const shouldRun = shouldRunProxyTests && (hasBuild || process.env.CI === 'true');
if (shouldRunProxyTests && !shouldRun) process.stderr.write('proxy tests skipped: run "npm run build" first\n');

const PASSWORD = 'a long office password';
const ENQUIRY = {
  name: 'Bat Dorj',
  email: 'bat@example.mn',
  phone: '+976 9911 2233',
  message: 'Need tyres',
  consent: true,
};
// Security headers every HTTPS answer carries once, whether the site or the proxy wrote it.
const SECURITY_HEADERS = [
  'strict-transport-security',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
];
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const run = promisify(execFile);
const openssl = (args: string[]) => run('openssl', args);
/** deploy/tls-certificate.sh as the nginx image runs it, for the site www.example.mn. */
const certificateScript = (tlsDir: string) =>
  run('sh', [path.resolve(import.meta.dirname, '../../deploy/tls-certificate.sh')], {
    env: { PATH: process.env.PATH ?? '', PROXY_TLS_DIR: tlsDir, PUBLIC_URL: 'https://www.example.mn' },
  });

/** How many times each security header was sent. */
const securityHeaderCounts = (answer: Answer) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headerLines.filter(([n]) => n === name).length]));
const eachOnce = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, 1]));

/** HSTS for at least a year, subdomains included. */
function expectLongHsts(answer: Answer) {
  const hsts = String(answer.headers['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_S);
  expect(hsts).toContain('includeSubDomains');
}

const cookiesOf = (answer: Answer) =>
  ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '');

(shouldRun ? describe : describe.skip)('HTTPS through the shipped nginx configuration', () => {
  let dataDir: string;
  let site: ServerProcess;
  let proxy: TlsProxy;
  const get = (pathname: string, options: Parameters<typeof httpsRequest>[1] | object = {}) =>
    httpsRequest(`${proxy.httpsOrigin}${pathname}`, { ca: proxy.ca, ...options });

  beforeAll(async () => {
    // An office account, made before the site starts (the production password cost: the site refuses weaker).
    dataDir = mkdtempSync(path.join(tmpdir(), 'tls-proxy-site-'));
    const store = openSqliteStore(dataDir);
    await store.admin.addUser('office', await hashPassword(PASSWORD), new Date(), ['admin']);
    await store.close();

    const ports = await proxyPorts();
    const publicUrl = `https://127.0.0.1:${ports.https}`;
    site = startServerProcess({
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      CONTACT_RATE_LIMIT: '2',
      // No currency mirror is reached from a test.
      RATES_UPSTREAM_URLS: 'http://127.0.0.1:9/{date}/{currency}.json',
    });
    const sitePort = await listeningPort(site);
    proxy = await startTlsProxy({ ports, upstream: `127.0.0.1:${sitePort}`, publicUrl });
  }, 90_000);

  afterAll(async () => {
    if (site && site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGTERM');
    await site?.exited;
    await proxy?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('starts on a generated self-signed certificate and says so loudly', () => {
    expect(proxy.certificateLog).toContain('WARNING: HTTPS is served with a SELF-SIGNED certificate');
  });

  it('answers every plain-HTTP path, any method, with a 301 to the same address on HTTPS', async () => {
    for (const pathname of ['/', '/en/about?from=mail', '/admin/login', '/.well-known/acme-challenge/token']) {
      const answer = await fetch(`${proxy.httpOrigin}${pathname}`, { redirect: 'manual' });
      expect([answer.status, answer.headers.get('location')]).toEqual([301, `${proxy.httpsOrigin}${pathname}`]);
    }
    const post = await fetch(`${proxy.httpOrigin}/api/contact`, { method: 'POST', redirect: 'manual', body: 'x' });
    expect([post.status, post.headers.get('location')]).toEqual([301, `${proxy.httpsOrigin}/api/contact`]);
  });

  it("serves an ACME client's challenge file at the address Let's Encrypt is redirected to", async () => {
    writeFileSync(path.join(proxy.acmeChallenges, 'token-1'), 'token-1.thumbprint');
    const challenge = await get('/.well-known/acme-challenge/token-1');
    expect([challenge.status, challenge.headers['content-type'], challenge.body]).toEqual([
      200,
      'text/plain',
      'token-1.thumbprint',
    ]);
  });

  it('refuses TLS 1.0 and 1.1 and weak ciphers, accepts TLS 1.2 and 1.3, and speaks HTTP/2', async () => {
    for (const version of ['-tls1', '-tls1_1'] as const) {
      const result = await handshake(proxy.httpsPort, version);
      expect(result.accepted).toBe(false);
      // The server's alert, not the client's own refusal.
      expect(result.output).toContain('alert protocol version');
    }
    expect(await handshake(proxy.httpsPort, '-tls1_2')).toMatchObject({
      accepted: true,
      output: expect.stringMatching(/New, TLSv1\.2, Cipher is ECDHE-/),
    });
    // TLS 1.2 without forward secrecy (RSA key exchange) or with CBC: refused.
    expect((await handshake(proxy.httpsPort, '-tls1_2', 'AES128-GCM-SHA256:ECDHE-ECDSA-AES128-SHA')).accepted).toBe(
      false,
    );
    expect(await handshake(proxy.httpsPort, '-tls1_3')).toMatchObject({
      accepted: true,
      output: expect.stringContaining('New, TLSv1.3'),
    });

    const session = http2.connect(proxy.httpsOrigin, { ca: proxy.ca });
    const status = await new Promise<unknown>((resolve, reject) => {
      const stream = session.request({ ':path': '/en/' });
      stream.on('response', (headers) => resolve(headers[':status']));
      stream.on('error', reject);
      stream.resume();
    });
    session.close();
    expect(status).toBe(200);
  });

  it('serves a page with HSTS for a year and more, and every security header once', async () => {
    const page = await get('/en/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en"');
    expectLongHsts(page);
    expect(securityHeaderCounts(page)).toEqual(eachOnce);
  });

  it('serves the hashed files for a year, from its own copy after the first request', async () => {
    const page = await get('/en/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? 'no script in the page';
    const first = await get(asset, { headers: { 'Accept-Encoding': 'br' } });
    const second = await get(asset, { headers: { 'Accept-Encoding': 'br' } });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(securityHeaderCounts(answer)).toEqual(eachOnce);
    }
    // nginx writes a request's line once it has sent the answer: wait for both.
    const lines = await waitFor(() => {
      const found = proxy.accessLog().filter((line) => line.includes(`"GET ${asset}"`));
      return found.length === 2 ? found : undefined;
    });
    expect(lines.map((line) => line.split(' ').at(-1))).toEqual(['MISS', 'HIT']);
  });

  it('takes a script form post with its CSRF token, and ties the proxy log to the site log by request id', async () => {
    const page = await get(CSRF_SESSION_PATH);
    const cookies = cookiesOf(page);
    const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
    // Secure cookies: the site was told it is served over https.
    expect(String(page.headers['set-cookie'])).toContain('Secure');
    const post = (csrf: string) =>
      get('/api/contact?lng=en', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), [CSRF_HEADER]: csrf },
        body: JSON.stringify(ENQUIRY),
      });
    const sent = await post(token);
    expect(sent.status).toBe(201);
    expect((await post(`x${token}`)).status).toBe(403);

    const requestId = String(sent.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, taken by the site
    // Each writes its line once the answer is sent.
    expect(await waitFor(() => proxy.accessLog().find((line) => line.includes(requestId)))).toContain(
      '201 "POST /api/contact"',
    );
    expect(await waitFor(() => site.lines.find((line) => line.reqId === requestId && line.res))).toMatchObject({
      res: { status: 201 },
    });
  });

  it("logs a buyer's quotation link without the MAC that opens it", async () => {
    const mac = 'AbCdEfGhIjKlMnOpQrStUv';
    const answer = await get(`/en/quotation/16.${mac}/pdf/1`);
    const requestId = String(answer.headers['x-request-id']);
    const line = await waitFor(() => proxy.accessLog().find((logged) => logged.includes(requestId)));
    expect(line).toContain('"GET /en/quotation/16.../pdf/1"');
    expect(line).not.toContain(mac);
  });

  it("passes each client's own address: rate limits count per visitor, and a forged X-Forwarded-For changes nothing", async () => {
    // CONTACT_RATE_LIMIT=2: the third enquiry from one address in the window is refused.
    const enquire = async (localAddress: string, headers: Record<string, string> = {}) => {
      const page = await get(CSRF_SESSION_PATH, { localAddress });
      const cookies = cookiesOf(page);
      const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const sent = await get('/api/contact?lng=en', {
        localAddress,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), [CSRF_HEADER]: token, ...headers },
        body: JSON.stringify(ENQUIRY),
      });
      return sent.status;
    };
    expect(await enquire('127.0.0.2')).toBe(201);
    expect(await enquire('127.0.0.2')).toBe(201);
    expect(await enquire('127.0.0.2')).toBe(429);
    expect(await enquire('127.0.0.2', { 'X-Forwarded-For': '198.51.100.7' })).toBe(429);
    // Another visitor has a budget of their own.
    expect(await enquire('127.0.0.3')).toBe(201);
  });

  it('lets the office sign in and open the inbox', async () => {
    const signIn = await get('/en/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: proxy.httpsOrigin },
      body: new URLSearchParams({ login: 'office', password: PASSWORD }).toString(),
    });
    expect(signIn.status).toBe(303);
    const session = cookiesOf(signIn).find((cookie) => cookie.startsWith('__Host-office=')) ?? 'no session cookie';
    const inbox = await get('/en/admin', { headers: { Cookie: session } });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain('Sign out');
    expect(
      await waitFor(() =>
        site.lines.find((line) => line.reqId === signIn.headers['x-request-id'] && line.msg === 'admin signed in'),
      ),
    ).toBeDefined();
  });

  it("refuses a body over the site's limit itself (413, with the security headers), but not the office's uploads", async () => {
    const tooLarge = await get('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['x-request-id']).toBeUndefined(); // the proxy's answer: the site never saw it
    // Its own page, in both languages (the proxy cannot tell which the visitor reads).
    expect(tooLarge.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tooLarge.body).toContain('<h1>Илгээсэн мэдээлэл хэт их байна</h1>');
    expect(tooLarge.body).toContain('<h1>What you sent is too large</h1>');
    expect(securityHeaderCounts(tooLarge)).toEqual(eachOnce);
    expectLongHsts(tooLarge);

    // A photo of the largest size the office may upload reaches the site, which decides (here: no session).
    const photo = await get('/en/admin/media', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Origin: proxy.httpsOrigin },
      body: Buffer.alloc(MEDIA_MAX_BYTES),
    });
    expect(photo.status).not.toBe(413);
    expect(photo.headers['x-request-id']).toBeDefined();
    // So does a content file larger than a photo (an export with photos): the site's own limit is far above.
    const content = await get('/en/admin/texts/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Origin: proxy.httpsOrigin },
      body: Buffer.alloc(MEDIA_MAX_BYTES + 1024 * 1024),
    });
    expect(content.status).not.toBe(413);
    expect(content.headers['x-request-id']).toBeDefined();
    // And an office form filled to its schema's lengths in Mongolian, far over the public forms' limit.
    const form = await get('/en/admin/lists/services/1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: proxy.httpsOrigin },
      body: `description.mn=${encodeURIComponent('Ө'.repeat(((OFFICE_BODY_LIMIT_KB - 8) * 1024) / 6))}`,
    });
    expect(form.status).not.toBe(413);
    expect(form.headers['x-request-id']).toBeDefined();
  });

  it('lets a request with every file at its largest through on /api/contact, and refuses a larger body itself', async () => {
    // docs/operations.md, "Attachments": five files of 10 MB and the form around them reach the site, which decides.
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=x', Origin: proxy.httpsOrigin };
    const largest = await get('/api/contact', {
      method: 'POST',
      headers: multipart,
      body: Buffer.alloc(ATTACHMENT_BODY_MAX_BYTES),
    });
    expect(largest.headers['x-request-id']).toBeDefined();
    const over = await get('/api/contact', {
      method: 'POST',
      headers: multipart,
      body: Buffer.alloc(ATTACHMENT_BODY_MAX_BYTES + 1),
    });
    expect(over.status).toBe(413);
    expect(over.headers['x-request-id']).toBeUndefined();
  });

  it('answers 502 with the security headers while the site is down', async () => {
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
    const down = await get('/en/');
    expect(down.status).toBe(502);
    expect(down.body).toContain('<h1>Сайт түр ажиллахгүй байна</h1>');
    expect(down.body).toContain('<h1>The site is unavailable for a moment</h1>');
    // A form sent meanwhile gets the same page, with the same status (nginx reads the page with GET).
    const sent = await get('/en/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Bat',
    });
    expect(sent.status).toBe(502);
    expect(sent.body).toContain('<h1>The site is unavailable for a moment</h1>');
    expect(securityHeaderCounts(down)).toEqual(eachOnce);
    expectLongHsts(down);
    expect(down.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

(shouldRunProxyTests ? describe : describe.skip)("the proxy's certificate at start (deploy/tls-certificate.sh)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tls-certificate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A certificate for www.example.mn signed by a CA of our own, valid for `days`, in a directory of its own. */
  async function operatorCertificate(days: number): Promise<string> {
    const tls = mkdtempSync(path.join(dir, 'tls-'));
    const ca = path.join(tls, 'ca');
    await openssl(
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-subj',
        '/CN=Test CA',
        '-keyout',
        `${ca}.key`,
        '-out',
        `${ca}.pem`,
        '-days',
        '30',
      ]),
    );
    await openssl(
      ['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-subj',
        '/CN=www.example.mn',
        '-keyout',
        path.join(tls, 'privkey.pem'),
        '-out',
        `${tls}/req.csr`,
      ]),
    );
    await openssl(
      ['x509', '-req', '-in', `${tls}/req.csr`, '-CA', `${ca}.pem`, '-CAkey', `${ca}.key`].concat([
        '-days',
        String(days),
        '-out',
        path.join(tls, 'fullchain.pem'),
      ]),
    );
    return tls;
  }

  it("serves the operator's certificate as it is, without a warning", async () => {
    const tls = await operatorCertificate(90);
    const before = readFileSync(path.join(tls, 'fullchain.pem'), 'utf8');
    const { stderr } = await certificateScript(tls);
    expect(stderr).toBe('');
    expect(readFileSync(path.join(tls, 'fullchain.pem'), 'utf8')).toBe(before);
  });

  it('warns when that certificate expires within 14 days', async () => {
    const { stderr } = await certificateScript(await operatorCertificate(7));
    expect(stderr).toContain('expires within 14 days');
  });

  it('keeps a self-signed certificate it made, and warns again at every start', async () => {
    const tls = path.join(dir, 'generated');
    expect((await certificateScript(tls)).stderr).toContain('generated a self-signed certificate for www.example.mn');
    const made = readFileSync(path.join(tls, 'fullchain.pem'), 'utf8');
    const again = await certificateScript(tls);
    expect(again.stderr).not.toContain('generated a self-signed');
    expect(again.stderr).toContain('SELF-SIGNED');
    expect(readFileSync(path.join(tls, 'fullchain.pem'), 'utf8')).toBe(made);
  });
});
