// The office inbox over HTTP: accounts, sessions, the sign-in limit, CSRF, escaping, exports.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import type { Role } from '#shared/admin-roles.ts';
import type { NewEnquiry } from '#server/storage/enquiry-store.ts';
import { enquiriesCommand } from '../helpers/enquiries-command.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { manualClock } from '../helpers/rates-test-app.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(FIXED_NOW);
  t = await createTestApp({ clock });
});
afterEach(() => t.close());

const addAccount = async (login = 'office', roles: Role[] = ['admin']) =>
  t.store.admin.addUser(login, await hashPassword(PASSWORD, TEST_COST), FIXED_NOW, roles);
const store = (overrides: Partial<NewEnquiry> = {}) =>
  t.store.enquiries.insertEnquiry(sampleEnquiry(overrides), { notify: false });

const signInAs = (login: string, password: string, base = '/admin') =>
  request(t.app).post(`${base}/login`).set('Origin', ORIGIN).type('form').send({ login, password });

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/**
 * Signs in and returns the session cookie, with the cookies a browser then holds (the session's and its CSRF
 * token's, set by the first page) and the token its forms carry.
 */
async function signIn(base = '/admin', login = 'office', firstPage = base) {
  const res = await signInAs(login, PASSWORD, base);
  expect(res.status).toBe(303);
  const cookie = setCookies(res).find((c) => c.startsWith('office_session='));
  if (!cookie) throw new Error('no session cookie');
  const sessionOnly = cookie.split(';')[0] ?? '';
  const page = await request(t.app).get(firstPage).set('Cookie', sessionOnly);
  const csrfCookie = setCookies(page).find((c) => c.startsWith('office_csrf='));
  if (!csrfCookie) throw new Error('no CSRF cookie');
  const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie, csrfCookie, session: `${sessionOnly}; ${csrfCookie.split(';')[0] ?? ''}`, token };
}

const get = (path: string, session: string) => request(t.app).get(path).set('Cookie', session);
const post = (path: string, session: string, form: Record<string, string>) =>
  request(t.app).post(path).set('Cookie', session).set('Origin', ORIGIN).type('form').send(form);

describe('office inbox: accounts', () => {
  it('does not exist (404) until an account is added', async () => {
    for (const path of ['/admin', '/admin/login', '/en/admin', '/admin/export.csv']) {
      expect((await request(t.app).get(path)).status).toBe(404);
    }
    expect((await signInAs('office', PASSWORD)).status).toBe(404);
    await addAccount();
    expect((await request(t.app).get('/admin/login')).status).toBe(200);
  });

  it('sends every admin page uncached and unindexed', async () => {
    await addAccount();
    const { session } = await signIn();
    for (const res of [await request(t.app).get('/admin/login'), await get('/admin', session)]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/admin');
  });

  it('runs a script only on the sign-in page: the page loader, with its texts, under the strict policy', async () => {
    await addAccount();
    const { session } = await signIn();
    for (const [path, required] of [
      ['/admin/login', 'Нэвтрэх нэрээ оруулна уу.'],
      ['/en/admin/login', 'Type your login.'],
    ] as const) {
      const res = await request(t.app).get(path);
      expect(res.text).toContain('data-island="sign-in-form"');
      expect(res.text.match(/<script[^>]*>/g)).toEqual([
        '<script type="application/json" id="island-state">',
        '<script type="module" src="/assets/loader.js">',
      ]);
      // The island's messages travel in the page's language only.
      expect(res.text).toContain(required);
      const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSources.split(' ')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    }
    expect((await request(t.app).get('/admin/login')).text).not.toContain('Type your login.');
    expect((await get('/admin', session)).text).not.toContain('<script');
  });

  it('redirects every page to the sign-in form and refuses every post (401) without a session', async () => {
    await addAccount();
    const id = await store();
    for (const path of ['/admin', '/en/admin', `/admin/enquiry/${id}`, '/admin/export.csv', '/admin/export.json']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(path.startsWith('/en') ? '/en/admin/login' : '/admin/login');
    }
    for (const path of [`/admin/enquiry/${id}/status`, '/admin/logout']) {
      expect((await post(path, '', { status: 'handled' })).status).toBe(401);
    }
    expect((await t.store.inbox.find('enquiry', id))?.handledAt).toBeNull();
  });

  it('signs in with an HttpOnly SameSite=Strict cookie, a new session each time, logged without the password', async () => {
    await addAccount();
    const first = await signIn();
    expect(first.cookie).toMatch(/HttpOnly/);
    expect(first.cookie).toMatch(/SameSite=Strict/);
    const second = await signIn();
    expect(second.session).not.toBe(first.session);
    expect((await get('/admin', first.session)).status).toBe(200);

    // Signing in again from a browser that holds a session ends that one.
    const again = await request(t.app)
      .post('/admin/login')
      .set('Cookie', second.session)
      .set('Origin', ORIGIN)
      .type('form')
      .send({ login: 'office', password: PASSWORD });
    expect(again.status).toBe(303);
    expect((await get('/admin', second.session)).status).toBe(303);

    const lines = t.logs.filter((line) => line.msg === 'admin signed in');
    expect(lines.length).toBe(3);
    expect(lines[0]).toMatchObject({ login: 'office', reqId: expect.any(String) });
    expect(JSON.stringify(t.logs)).not.toContain(PASSWORD);
  });

  it('sets none of the public cookies (sid, XSRF-TOKEN) on any office page or post', async () => {
    await addAccount();
    const { session, token } = await signIn();
    const answers = [
      await request(t.app).get('/admin/login'),
      await signInAs('office', 'not the password'),
      await get('/admin', session),
      await post('/admin/logout', session, { _csrf: token }),
    ];
    const names = answers.flatMap((res) => setCookies(res).map((c) => c.split('=')[0]));
    expect(names).not.toContain('sid');
    expect(names).not.toContain('XSRF-TOKEN');
  });

  it('answers a sign-in form with an empty field (400) with what is missing, checking and counting nothing', async () => {
    await addAccount();
    const res = await signInAs('office', '', '/en/admin');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Type your password.');
    expect(res.text).toContain('value="office"');
    expect(await t.store.rateLimitHits.get('admin-login:login:office', FIXED_NOW)).toBeUndefined();
  });

  it('answers a wrong password and an unknown login alike, and logs both without the password', async () => {
    await addAccount();
    const wrong = await signInAs('office', 'not the password');
    const unknown = await signInAs('nobody', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // The login typed is shown again: in the field, and in the sign-in island's props.
    const page = (res: request.Response) =>
      res.text.replaceAll(/(value="|&quot;login&quot;:&quot;)(office|nobody)/g, '$1');
    expect(page(wrong)).toBe(page(unknown));
    expect(wrong.text).toContain('Нэвтрэх нэр эсвэл нууц үг буруу байна.');
    const failures = t.logs.filter((line) => line.msg === 'admin sign-in failed');
    expect(failures.map((line) => line.reason)).toEqual(['wrong_password', 'unknown_login']);
    expect(JSON.stringify(t.logs)).not.toContain('not the password');
    expect(JSON.stringify(t.logs)).not.toContain('nobody');
  });

  it('refuses the sixth failed sign-in in 15 minutes (429), even with the right password, then lets it in again', async () => {
    await addAccount();
    for (let i = 0; i < 5; i += 1) expect((await signInAs('office', `wrong ${i}`)).status).toBe(401);
    const sixth = await signInAs('office', PASSWORD, '/en/admin');
    expect(sixth.status).toBe(429);
    expect(sixth.text).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    clock.set(new Date(FIXED_NOW.getTime() + 15 * 60 * 1000 + 1));
    expect((await signInAs('office', PASSWORD)).status).toBe(303);
  });

  it('counts failures per address across logins too', async () => {
    await addAccount();
    for (let i = 0; i < 5; i += 1) expect((await signInAs(`guess${i}`, 'wrong password')).status).toBe(401);
    expect((await signInAs('office', PASSWORD)).status).toBe(429);
  });

  it('signs in at the standard scrypt cost, as production, where a hash made at the test cost is refused', async () => {
    t.close();
    t = await createTestApp({ clock, env: { PASSWORD_HASH_COST: 'standard' } });
    await t.store.admin.addUser('office', await hashPassword(PASSWORD), FIXED_NOW, ['admin']);
    await t.store.admin.addUser('tester', await hashPassword(PASSWORD, TEST_COST), FIXED_NOW, ['admin']);
    expect((await signInAs('office', PASSWORD)).status).toBe(303);
    expect((await signInAs('office', 'not the password')).status).toBe(401);
    expect((await signInAs('tester', PASSWORD)).status).toBe(401);
    const failures = t.logs.filter((line) => line.msg === 'admin sign-in failed');
    expect(failures.map((line) => [line.reason, line.login])).toEqual([
      ['wrong_password', 'office'],
      ['weak_hash', 'tester'],
    ]);
  }, 60_000);

  it('ends a session after 8 hours without a request, and not before', async () => {
    await addAccount();
    const { session } = await signIn();
    clock.set(new Date(FIXED_NOW.getTime() + 8 * HOUR - 1000));
    expect((await get('/admin', session)).status).toBe(200);
    clock.set(new Date(clock.now().getTime() + 8 * HOUR - 1000)); // idle since the last request, not sign-in
    expect((await get('/admin', session)).status).toBe(200);
    clock.set(new Date(clock.now().getTime() + 8 * HOUR + 1));
    const expired = await get('/admin', session);
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe('/admin/login?notice=expired');
  });

  it('signs the account out everywhere when its password changes', async () => {
    await addAccount();
    const { session } = await signIn();
    await t.store.admin.setPassword('office', await hashPassword('another long password', TEST_COST), FIXED_NOW);
    expect((await get('/admin', session)).status).toBe(303);
  });

  it('signs out with a post carrying the token', async () => {
    await addAccount();
    const { session, token } = await signIn();
    const out = await post('/admin/logout', session, { _csrf: token });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/admin/login?notice=signed-out');
    expect((await get('/admin', session)).status).toBe(303);
  });
});

describe('office inbox: enquiries', () => {
  it('refuses (403) a post without the session token or from another site', async () => {
    await addAccount();
    const id = await store();
    const { session, token } = await signIn();
    expect((await post(`/admin/enquiry/${id}/status`, session, { status: 'handled' })).status).toBe(403);
    expect((await post(`/admin/enquiry/${id}/status`, session, { status: 'handled', _csrf: 'x' })).status).toBe(403);
    const forged = await request(t.app)
      .post(`/admin/enquiry/${id}/status`)
      .set('Cookie', session)
      .set('Origin', 'https://attacker.example')
      .type('form')
      .send({ status: 'handled', _csrf: token });
    expect(forged.status).toBe(403);
    expect((await t.store.inbox.find('enquiry', id))?.handledAt).toBeNull();
  });

  it("refuses (403) another session's token, and a token without its cookie", async () => {
    await addAccount();
    const id = await store();
    const mine = await signIn();
    const theirs = await signIn();
    expect(
      (await post(`/admin/enquiry/${id}/status`, mine.session, { status: 'handled', _csrf: theirs.token })).status,
    ).toBe(403);
    const sessionOnly = mine.session.split('; ')[0] ?? '';
    expect(
      (await post(`/admin/enquiry/${id}/status`, sessionOnly, { status: 'handled', _csrf: mine.token })).status,
    ).toBe(403);
    expect((await t.store.inbox.find('enquiry', id))?.handledAt).toBeNull();
    expect(
      (await post(`/admin/enquiry/${id}/status`, mine.session, { status: 'handled', _csrf: mine.token })).status,
    ).toBe(303);
  });

  it('shows visitor text as text, never as markup', async () => {
    await addAccount();
    const id = await store({ name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' });
    const { session } = await signIn();
    for (const path of ['/admin', `/admin/enquiry/${id}`]) {
      const res = await get(path, session);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text).not.toContain('<img src=x');
      expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    expect((await get(`/admin/enquiry/${id}`, session)).text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows one enquiry whole: fields, quotation items, page, notification state, reply link', async () => {
    await addAccount();
    const message = 'Quotation request for 2 products:\n- Bit 9 7/8″ × 3\n- OTR tyre 40.00R57 × 12';
    const id = await t.store.enquiries.insertEnquiry(
      sampleEnquiry({
        kind: 'quotation',
        name: 'Батбаяр',
        message,
        items: [
          { slug: 'bit-9-7-8', name: 'Bit 9 7/8″', qty: 3 },
          { slug: null, name: 'OTR tyre 40.00R57', qty: 12 },
        ],
        language: 'en',
        page: '/en/products/',
      }),
      { notify: true },
    );
    const { session } = await signIn('/en/admin');
    const res = await get(`/en/admin/enquiry/${id}`, session);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<td>Bit 9 7/8″</td><td class="number">3</td>');
    expect(res.text).toContain('<td>OTR tyre 40.00R57</td><td class="number">12</td>');
    expect(res.text).toContain('href="/en/products/"');
    expect(res.text).toMatch(/Not sent yet: 0 failed attempts/);
    expect(res.text).toContain(`href="mailto:${sampleEnquiry().email}?subject=Re%3A%20your%20enquiry%20of%20`);
  });

  it('marks an enquiry handled (who and when) and reopens it; the status filter follows', async () => {
    await addAccount();
    const id = await store({ name: 'Handled one' });
    await store({ name: 'Still new' });
    const { session, token } = await signIn();
    const marked = await post(`/admin/enquiry/${id}/status`, session, { status: 'handled', _csrf: token });
    expect(marked.status).toBe(303);
    expect(marked.headers.location).toBe(`/admin/enquiry/${id}`);
    expect(await t.store.inbox.find('enquiry', id)).toMatchObject({ handledBy: 'office', handledAt: FIXED_NOW });
    expect((await get(`/admin/enquiry/${id}`, session)).text).toContain('office 2026-03-15 12:00-д шийдвэрлэсэн');

    const fresh = await get('/admin?status=new', session);
    expect(fresh.text).toContain('Still new');
    expect(fresh.text).not.toContain('Handled one');
    expect((await get('/admin?status=handled', session)).text).toContain('Handled one');

    await post(`/admin/enquiry/${id}/status`, session, { status: 'new', _csrf: token });
    expect(await t.store.inbox.find('enquiry', id)).toMatchObject({ handledBy: null, handledAt: null });
  });

  it('lets only accounts with the inbox role (or admin) read, export or change enquiries, in both languages', async () => {
    await addAccount('writer', ['editor']);
    await addAccount('clerk', ['inbox']);
    const id = await store({ name: 'Болд Дорж' });
    const writer = await signIn('/admin', 'writer', '/admin/texts');
    // Their office starts at its home page; the enquiries are refused.
    expect((await get('/admin', writer.session)).headers.location).toBe('/admin/desk');
    for (const path of ['/admin/export.csv', '/admin/export.json', `/admin/enquiry/${id}`]) {
      const res = await get(path, writer.session);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Болд Дорж');
      expect(res.text).toContain('Таны бүртгэлд оффисын энэ хэсэгт хандах эрх байхгүй байна.');
    }
    const english = await get('/en/admin/export.csv', writer.session);
    expect(english.status).toBe(403);
    expect(english.text).toContain('roles do not include this part of the office.');
    const refused = await post(`/admin/enquiry/${id}/status`, writer.session, {
      status: 'handled',
      _csrf: writer.token,
    });
    expect(refused.status).toBe(403);
    expect(await t.store.inbox.find('enquiry', id)).toMatchObject({ handledAt: null });
    expect(t.logs.find((line) => line.code === 'missing_role_inbox')).toMatchObject({ status: 403 });

    const clerk = await signIn('/admin', 'clerk');
    expect((await get('/admin', clerk.session)).text).toContain('Болд Дорж');
    expect(
      (await post(`/admin/enquiry/${id}/status`, clerk.session, { status: 'handled', _csrf: clerk.token })).status,
    ).toBe(303);

    // A change of roles applies to a live session at its next request.
    await t.store.admin.setRoles('writer', ['editor', 'inbox']);
    expect((await get('/admin', writer.session)).text).toContain('Болд Дорж');
    await t.store.admin.setRoles('clerk', ['editor']);
    expect((await get(`/admin/enquiry/${id}`, clerk.session)).status).toBe(403);
  });

  it('says a change was not saved when the database refuses writes, and /readyz fails until a change is saved', async () => {
    await addAccount();
    const id = await store({ name: 'Waiting' });
    const { session, token } = await signIn('/en/admin');
    t.store.db.exec('PRAGMA query_only = 1');
    const refused = await post(`/en/admin/enquiry/${id}/status`, session, { status: 'handled', _csrf: token });
    expect(refused.status).toBe(503);
    expect(refused.text).toContain('Not saved: the database refuses writes');
    expect(await t.store.inbox.find('enquiry', id)).toMatchObject({ handledAt: null });
    const failing = await request(t.app).get('/readyz');
    expect(failing.status).toBe(503);
    expect(failing.body.writeFault).toBe('database is read-only (SQLITE_READONLY)');

    t.store.db.exec('PRAGMA query_only = 0');
    const saved = await post(`/en/admin/enquiry/${id}/status`, session, { status: 'handled', _csrf: token });
    expect(saved.status).toBe(303);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
  });

  it('lists 50 a page, newest first, with newsletter sign-ups among the enquiries', async () => {
    await addAccount();
    for (let i = 0; i < 55; i += 1) {
      await store({
        name: `Person ${String(i).padStart(2, '0')}`,
        createdAt: new Date(FIXED_NOW.getTime() - (55 - i) * HOUR),
      });
    }
    await t.store.enquiries.addSubscription('news@example.mn', 'mn', FIXED_NOW);
    const { session } = await signIn('/en/admin');
    const first = await get('/en/admin', session);
    expect(first.text).toContain('56 enquiries');
    expect(first.text.match(/<tr class="row/g)?.length).toBe(50);
    expect(first.text.indexOf('news@example.mn')).toBeLessThan(first.text.indexOf('Person 54'));
    const link = (res: request.Response, rel: string) =>
      (new RegExp(`<a rel="${rel}" href="([^"]+)"`).exec(res.text)?.[1] ?? '').replaceAll('&amp;', '&');
    expect(link(first, 'prev')).toBe('');
    expect(link(first, 'next')).toMatch(/^\/en\/admin\?before=2026-03-13T/);
    const second = await get(link(first, 'next'), session);
    expect(second.text.match(/<tr class="row/g)?.length).toBe(6);
    expect(second.text).toContain('Person 00');
    expect(second.text).toContain('56 enquiries');
    expect(link(second, 'next')).toBe('');
    const back = await get(link(second, 'prev'), session);
    expect(back.text.match(/<tr class="row/g)?.length).toBe(50);
    expect(back.text).toContain('Person 54');
    const newsletter = await get('/en/admin?kind=subscription', session);
    expect(newsletter.text).toContain('1 enquiry');
  });

  it('exports the filtered set exactly as the command line does', async () => {
    await addAccount();
    await store({ name: 'Before', createdAt: new Date('2026-03-01T02:00:00Z') });
    await store({ name: 'On the day', message: '=HYPERLINK("x")', createdAt: new Date('2026-03-01T16:30:00Z') });
    await store({ name: 'Оюунаа, "quoted"', kind: 'service', createdAt: new Date('2026-03-03T02:00:00Z') });
    await t.store.enquiries.addSubscription('news@example.mn', 'mn', new Date('2026-03-04T02:00:00Z'));
    const { session } = await signIn();

    const env = { DATA_DIR: t.dataDir, DATABASE_URL: '' };
    const cli = await enquiriesCommand(env, 'export', '--since', '2026-03-02');
    const csv = await get('/admin/export.csv?from=2026-03-02&kind=&status=', session).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=enquiries-2026-03-15.csv');
    // The command exports enquiries only; the inbox's set here also holds the sign-up, so compare without it.
    const lines = csv.text.split('\r\n');
    expect(lines.filter((line) => !line.includes('subscription')).join('\r\n')).toBe(cli.stdout);

    const cliJson = await enquiriesCommand(env, 'export', '--format', 'json', '--since', '2026-03-02');
    const json = await get('/admin/export.json?from=2026-03-02&to=2026-03-03', session);
    expect(json.text).toBe(cliJson.stdout);
    expect((JSON.parse(json.text) as Array<{ name: string }>).map((e) => e.name)).toEqual([
      'On the day',
      'Оюунаа, "quoted"',
    ]);
  });

  it('searches names, e-mails and phones, ignoring case in any script', async () => {
    await addAccount();
    await store({ name: 'Батбаяр Дорж', email: 'bat@example.mn', phone: '+976 9911 2233' });
    await store({ name: 'Other', email: 'OYU@Example.mn', phone: '8800 1122' });
    const { session } = await signIn();
    const names = async (q: string) => {
      const res = await get(`/admin?q=${encodeURIComponent(q)}`, session);
      return [...res.text.matchAll(/<a href="\/admin\/enquiry\/\d+" aria-label="[^"]*">([^<]+)<\/a>/g)].map(
        (m) => m[1],
      );
    };
    expect(await names('батБАЯР')).toEqual(['Батбаяр Дорж']);
    expect(await names('oyu@example')).toEqual(['Other']);
    expect(await names('9911')).toEqual(['Батбаяр Дорж']);
    expect(await names('nobody')).toEqual([]);
    const short = await get('/en/admin?q=ba', session);
    expect(short.text).toContain('Type at least 3 characters of a name, e-mail or phone to search.');
  });

  it('says which date could not be read and keeps the other filters', async () => {
    await addAccount();
    await store({ name: 'Kept' });
    const { session } = await signIn('/en/admin');
    const res = await get('/en/admin?from=2026-02-31&kind=contact', session);
    expect(res.status).toBe(200);
    expect(res.text).toContain('A date must look like 2026-03-01.');
    expect(res.text).toContain('Kept');
  });
});
