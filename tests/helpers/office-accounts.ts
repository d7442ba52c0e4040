import request from 'supertest';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import type { Role } from '#shared/admin-roles.ts';
import type { Store } from '#server/storage/store.ts';
import { FIXED_NOW, type TestApp } from './test-app.ts';

// Office accounts over HTTP for the integration tests: added with roles, signed in as a browser would be, and
// their requests sent with the session's cookies and, for a post, its CSRF token and the site's origin.

export const OFFICE_ORIGIN = 'http://localhost:3000';
export const OFFICE_PASSWORD = 'correct horse battery';

/** What an office account needs of a test app: its app and its store's accounts (either engine's). */
type OfficeSite = Pick<TestApp, 'app'> & { store: Pick<Store, 'admin'> };

export interface OfficeAccount {
  cookie: string;
  token: string;
}

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookiePart = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0];

export const signInAs = (t: OfficeSite, login: string, password = OFFICE_PASSWORD) =>
  request(t.app).post('/admin/login').set('Origin', OFFICE_ORIGIN).type('form').send({ login, password });

/** Adds an account with `roles` and signs it in; `firstPage` (one its roles allow) gives the CSRF token. */
export async function officeAccount(t: OfficeSite, login: string, roles: Role[], firstPage = '/admin/texts') {
  await t.store.admin.addUser(login, await hashPassword(OFFICE_PASSWORD, TEST_COST), FIXED_NOW, roles);
  const session = cookiePart(setCookies(await signInAs(t, login)), 'office_session') ?? '';
  const page = await request(t.app).get(firstPage).set('Cookie', session);
  const csrf = cookiePart(setCookies(page), 'office_csrf') ?? '';
  const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie: `${session}; ${csrf}`, token } satisfies OfficeAccount;
}

export const officeGet = (t: OfficeSite, path: string, who: OfficeAccount) =>
  request(t.app).get(path).set('Cookie', who.cookie);

export const officePost = (t: OfficeSite, path: string, who: OfficeAccount, form: Record<string, string>) =>
  request(t.app)
    .post(path)
    .set('Cookie', who.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .type('form')
    .send({ _csrf: who.token, ...form });

/**
 * A picture uploaded to the photo library through the office's form as `who`, for `use` ('product', 'service', …),
 * described in both languages: its id once its page no longer refreshes (the worker has processed it).
 */
export async function officePhoto(
  t: OfficeSite,
  who: OfficeAccount,
  { file, use, alt }: { file: Buffer; use: string; alt: { mn: string; en: string } },
): Promise<string> {
  const res = await request(t.app)
    .post('/admin/media')
    .set('Cookie', who.cookie)
    .set('Origin', OFFICE_ORIGIN)
    .field('_csrf', who.token)
    .field('use', use)
    .field('alt_mn', alt.mn)
    .field('alt_en', alt.en)
    .attach('file', file, 'photo.png');
  const path = String(res.headers.location).replace(/\?.*$/, '');
  // The page says it is processing by refreshing itself: a state the office sees, asked for again (a tenth of a
  // second apart, leaving the worker the cores) until it is gone.
  while ((await officeGet(t, path, who)).text.includes('http-equiv="refresh"')) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return path.split('/').pop() ?? '';
}
