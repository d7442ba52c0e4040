import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an unknown API address', () => {
  // Routes match in any letter case; a browser asking for HTML still gets the API's answer, not a page.
  it.each(['/api/nope', '/API/nope', '/Api/Products/extra', '/aPi'])('%s answers the JSON 404', async (path) => {
    const res = await request(t.app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ success: false, error: 'Хүссэн мэдээлэл олдсонгүй.' });
  });

  it('leaves a page address that only begins like it to the pages (HTML 404)', async () => {
    const res = await request(t.app).get('/apiary').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/html');
  });
});
