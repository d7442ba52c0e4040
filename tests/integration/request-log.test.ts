import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const completedLine = (id: string) =>
  t.logs.find((line) => line.msg === 'request completed' && (line.req as { id?: string } | undefined)?.id === id);

describe('request log', () => {
  it('honours an incoming X-Request-Id, echoes it, and logs one line with method, path, status and duration', async () => {
    const res = await request(t.app).get('/about?query=secret').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const line = completedLine('abc-123');
    expect(line).toMatchObject({ req: { id: 'abc-123', method: 'GET', path: '/about' }, res: { status: 200 } });
    expect(typeof line?.durationMs).toBe('number');
    expect(t.logs.filter((l) => (l.req as { id?: string } | undefined)?.id === 'abc-123')).toHaveLength(1);
  });

  it('makes a new id when none (or a malformed one) comes in, and echoes it', async () => {
    const res = await request(t.app).get('/').set('X-Request-Id', 'bad id with spaces <script>');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(completedLine(id)).toBeDefined();
  });

  it('keeps cookies, query strings and bodies out of the log', async () => {
    await request(t.app)
      .post('/api/contact?email=someone@example.com')
      .set('Cookie', 'sid=topsecret')
      .set('X-Request-Id', 'pii-check')
      .send({ email: 'someone@example.com', phone: '99112233' });
    const text = JSON.stringify(t.logs);
    expect(completedLine('pii-check')).toBeDefined();
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('99112233');
    expect(text).not.toContain('topsecret');
  });
});
