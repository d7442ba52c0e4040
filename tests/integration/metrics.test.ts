import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import { createMetrics } from '#server/metrics/site-metrics.ts';
import type { RatesStatus } from '#server/services/rates-service.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { labelValues, sample, startMetricsListener, type MetricsListener } from '../helpers/metrics.ts';
import { signInAs } from '../helpers/office-accounts.ts';
import { manualClock } from '../helpers/rates-test-app.ts';
import { fixedRates } from '../helpers/rates-fixtures.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

// The consent box ticked (docs/privacy.md, "Consent").
const valid = {
  name: 'Bat Dorj',
  email: 'bat@example.mn',
  phone: '+976 9911 2233',
  message: 'Need 40.00R57 tyres',
  consent: 'yes',
};
const HOUR_S = 3600;

let t: TestApp;
let listener: MetricsListener;
let session: CsrfSession;
/** What /metrics served after the requests below. */
let text: string;

const postJson = (body: object, token = session.token) =>
  request(t.app).post('/api/contact').set('Cookie', session.cookie).set('X-XSRF-TOKEN', token).send(body);
const requests = (labels: Record<string, string>) => sample(text, 'site_http_request_duration_seconds_count', labels);

// One app, its metrics on a loopback port of their own, and a known sequence of visits, posts and a sign-in.
beforeAll(async () => {
  const clock = manualClock(FIXED_NOW);
  const metrics = createMetrics({ processMetrics: true });
  const status: RatesStatus = {
    fetchedAt: new Date(FIXED_NOW.getTime() - 3 * HOUR_S * 1000),
    lastFetch: 'failed',
    failures: 2,
  };
  const rates = { ...fixedRates(), status: () => status };
  t = await createTestApp({
    // The office is notified of each enquiry (nothing sends it here: the outbox runs only in index.ts).
    env: { CONTACT_RATE_LIMIT: '3', SMTP_URL: 'smtp://127.0.0.1:1', NOTIFY_TO: 'office@example.mn' },
    metrics,
    clock,
    rates,
  });
  listener = await startMetricsListener(metrics);
  await t.store.admin.addUser('office', await hashPassword('correct horse battery', TEST_COST), FIXED_NOW, ['admin']);

  await request(t.app).get('/').expect(200); // rendered
  session = await startSession(t.app); // GET /api/session, as a page's script before its first post
  await request(t.app).get('/about').expect(200); // rendered
  await request(t.app).get('/about').expect(200); // from the cache
  await request(t.app).get('/en/about').expect(200); // rendered
  await request(t.app).get('/no-such-page-7f3a').expect(404);
  await request(t.app).get('/wp-login.php?x=1').expect(404);
  await request(t.app).get('/healthz').expect(200);
  await postJson(valid).expect(201);
  await postJson({ ...valid, email: 'not-an-address' }).expect(400);
  await postJson(valid, 'forged-token').expect(403);
  await postJson({ ...valid, website: 'https://spam.example' }).expect(201); // the honeypot: discarded
  await postJson(valid).expect(429); // the fourth post counted by the limit of 3
  expect((await signInAs(t, 'office', 'a wrong password')).status).toBe(401);
  clock.set(new Date(FIXED_NOW.getTime() + 90_000));
  text = await listener.scrape();
}, 60_000);

afterAll(async () => {
  await listener.close();
  t.close();
});

describe('GET /metrics on the metrics listener', () => {
  it('counts requests by method, route template or page, and status', () => {
    expect(requests({ method: 'GET', route: 'page:home', status: '200' })).toBe(1);
    expect(requests({ method: 'GET', route: 'page:about', status: '200' })).toBe(3);
    expect(requests({ method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    expect(requests({ method: 'POST', route: '/api/contact', status: '201' })).toBe(2);
    expect(requests({ method: 'POST', route: '/api/contact', status: '400' })).toBe(1);
    expect(requests({ method: 'POST', route: '/api/contact', status: '429' })).toBe(1);
    expect(requests({ method: 'POST', route: '/admin/login', status: '401' })).toBe(1);
    // The forged token is refused before any route: no template to name.
    expect(requests({ method: 'POST', route: 'other', status: '403' })).toBe(1);
    expect(sample(text, 'site_http_request_duration_seconds_bucket', { route: 'page:about', le: '+Inf' })).toBe(3);
  });

  it('labels unknown addresses "unmatched", never with the path asked for', () => {
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(text).not.toContain('no-such-page');
    expect(text).not.toContain('wp-login');
    expect(labelValues(text, 'site_http_request_duration_seconds_count', 'route')).toEqual([
      '/admin/login',
      '/api/contact',
      '/api/session',
      '/healthz',
      'other',
      'page:about',
      'page:home',
      'unmatched',
    ]);
  });

  it('counts the rendered-page cache: hits, misses and the bytes it holds', () => {
    expect(sample(text, 'site_page_cache_hits_total')).toBe(1);
    // /, /about, /en/about and the two unknown addresses.
    expect(sample(text, 'site_page_cache_misses_total')).toBe(5);
    expect(sample(text, 'site_page_cache_evictions_total')).toBe(0);
    expect(sample(text, 'site_page_cache_bytes')).toBeGreaterThan(10_000);
  });

  it('counts enquiries stored, refused by reason, and rate-limited', () => {
    expect(sample(text, 'site_enquiries_stored_total', { kind: 'contact' })).toBe(1);
    expect(sample(text, 'site_enquiries_refused_total', { reason: 'validation_failed' })).toBe(1);
    expect(sample(text, 'site_enquiries_refused_total', { reason: 'forbidden' })).toBe(1);
    expect(sample(text, 'site_enquiries_refused_total', { reason: 'honeypot' })).toBe(1);
    expect(sample(text, 'site_enquiries_rate_limited_total')).toBe(1);
  });

  it('counts failed sign-ins, and no lockout before the limit', () => {
    expect(sample(text, 'site_sign_in_failures_total', { reason: 'wrong_password' })).toBe(1);
    expect(sample(text, 'site_sign_in_lockouts_total')).toBeUndefined();
  });

  it('shows the outbox: the enquiry’s two e-mails waiting (the office’s, the acknowledgement), queued 90 s ago', () => {
    expect(sample(text, 'site_outbox_pending')).toBe(2);
    expect(sample(text, 'site_outbox_oldest_pending_age_seconds')).toBe(90);
  });

  it("shows the currency figures' age and how the last fetch went", () => {
    expect(sample(text, 'site_rates_figures_age_seconds')).toBe(3 * HOUR_S + 90);
    expect(sample(text, 'site_rates_last_fetch_success')).toBe(0);
    expect(sample(text, 'site_rates_fetch_failures')).toBe(2);
  });

  it('times the database queries by operation', () => {
    expect(sample(text, 'site_db_query_duration_seconds_count', { operation: 'enquiries.insertEnquiry' })).toBe(1);
    expect(sample(text, 'site_db_query_duration_seconds_count', { operation: 'admin.findUser' })).toBe(1);
    expect(
      sample(text, 'site_db_query_duration_seconds_sum', { operation: 'enquiries.insertEnquiry' }),
    ).toBeGreaterThan(0);
  });

  it("shows readiness and the DATA_DIR file system's size and free space", () => {
    expect(sample(text, 'site_ready')).toBe(1);
    const size = sample(text, 'site_data_dir_size_bytes') ?? 0;
    const available = sample(text, 'site_data_dir_available_bytes') ?? -1;
    expect(size).toBeGreaterThan(0);
    expect(available).toBeGreaterThanOrEqual(0);
    expect(available).toBeLessThanOrEqual(size);
  });

  it("carries Node's process metrics: CPU, memory, heap, event-loop lag", () => {
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect([name, sample(text, name)]).toEqual([name, expect.any(Number)]);
    }
  });

  it('is not served on the public listener', async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('site_http_request_duration_seconds');
  });

  it('answers 404 on the metrics listener for any other path', async () => {
    expect((await fetch(`${listener.origin}/`)).status).toBe(404);
    expect((await fetch(`${listener.origin}/metrics/x`)).status).toBe(404);
  });
});

describe('sign-in lockouts in the metrics', () => {
  it('counts the sign-in refused once an address has failed five times, by the budget spent', async () => {
    const metrics = createMetrics();
    const app = await createTestApp({ metrics });
    const office = await startMetricsListener(metrics);
    try {
      await app.store.admin.addUser('office', await hashPassword('correct horse battery', TEST_COST), FIXED_NOW, [
        'admin',
      ]);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await signInAs(app, 'office', 'wrong')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const scraped = await office.scrape();
      expect(sample(scraped, 'site_sign_in_failures_total', { reason: 'wrong_password' })).toBe(5);
      expect(sample(scraped, 'site_sign_in_lockouts_total', { budget: 'address' })).toBe(1);
    } finally {
      await office.close();
      app.close();
    }
  });
});
