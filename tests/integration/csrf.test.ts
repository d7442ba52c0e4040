import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_SESSION_PATH } from '#shared/constants.ts';
import { startSession } from '../helpers/csrf.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF protection', () => {
  it("gives a page's script, asking before its first post, a readable XSRF-TOKEN cookie and an httpOnly session cookie", async () => {
    const res = await request(t.app).get(CSRF_SESSION_PATH);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('sid='))).toContain('HttpOnly');
  });

  it('answers 403 JSON in the visitor language to an API POST without a token', async () => {
    const res = await request(t.app).post('/api/contact?lng=en').send({ name: 'A' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      error: 'This form has expired. Please reload the page and try again.',
    });
  });

  it('answers 403 in Mongolian by default', async () => {
    const res = await request(t.app).post('/api/contact').send({ name: 'A' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Маягтын хүчинтэй хугацаа дууссан байна. Хуудсыг дахин ачаалаад дахин оролдоно уу.');
  });

  it('answers a form posted without script from no page of the site with a 403 page', async () => {
    const res = await request(t.app).post('/contact').type('form').set('Accept', 'text/html').send({ name: 'A' });
    expect(res.status).toBe(403);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Маягтын хүчинтэй хугацаа дууссан байна');
  });

  it('lets a request through with the token in the X-XSRF-TOKEN header', async () => {
    const session = await startSession(t.app);
    const res = await request(t.app)
      .post('/api/nowhere')
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({ a: 1 });
    expect(res.status).toBe(404); // past CSRF: no such endpoint
  });

  it("lets a form posted from the site's own page through, by its Origin or else its Referer", async () => {
    const own = 'http://localhost:3000';
    const byOrigin = await request(t.app).post('/api/nowhere').set('Origin', own).type('form').send({ a: '1' });
    expect(byOrigin.status).toBe(404); // past the check: no such endpoint
    const byReferer = await request(t.app)
      .post('/api/nowhere')
      .set('Referer', `${own}/contact`)
      .type('form')
      .send({ a: '1' });
    expect(byReferer.status).toBe(404);
    const sameHost = await request(t.app)
      .post('/api/nowhere')
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .type('form')
      .send({ a: '1' });
    expect(sameHost.status).toBe(404);
  });

  it('refuses a form posted from another site, or naming no origin at all, with 403', async () => {
    const cross = await request(t.app)
      .post('/api/nowhere')
      .set('Origin', 'https://evil.example')
      .set('Referer', 'http://localhost:3000/contact')
      .type('form')
      .send({ a: '1' });
    expect(cross.status).toBe(403);
    const anonymous = await request(t.app).post('/api/nowhere').type('form').send({ a: '1' });
    expect(anonymous.status).toBe(403);
  });

  it('takes an empty form for a form, and a post of no form type for a script post that needs the token', async () => {
    const own = 'http://localhost:3000';
    expect((await request(t.app).post('/api/nowhere').set('Origin', own)).status).toBe(403);
    const emptyForm = await request(t.app).post('/api/nowhere').set('Origin', own).type('form').send('');
    expect(emptyForm.status).toBe(404); // an empty form is still a form: past the origin check
  });

  it('rejects a token minted for another visitor', async () => {
    const mine = await startSession(t.app);
    const theirs = await startSession(t.app);
    const res = await request(t.app)
      .post('/api/nowhere')
      .set('Cookie', mine.cookie)
      .set('X-XSRF-TOKEN', theirs.token)
      .send({});
    expect(res.status).toBe(403);
  });

  it('does not take the token from the cookie alone', async () => {
    const session = await startSession(t.app);
    const res = await request(t.app).post('/api/nowhere').set('Cookie', session.cookie).send({});
    expect(res.status).toBe(403);
  });
});

describe('body limits', () => {
  it('answers 413 to a JSON body over the limit', async () => {
    const session = await startSession(t.app);
    const res = await request(t.app)
      .post('/api/contact?lng=en')
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({ message: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The submitted data is too large.' });
  });

  it('answers 413 to a urlencoded body over the limit', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .type('form')
      .send({ message: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await request(t.app).post('/api/contact?lng=en').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request could not be understood.');
  });
});
