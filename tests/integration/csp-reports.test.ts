import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createMetrics, type SiteMetrics } from '#server/metrics/site-metrics.ts';
import { CSP_REPORT_LIMIT } from '#server/routes/csp-report-routes.ts';
import { startSession } from '../helpers/csrf.ts';
import { sample, startMetricsListener, type MetricsListener } from '../helpers/metrics.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const VISITOR_ADDRESS = '203.0.113.45';
const USER_AGENT = 'Mozilla/5.0 (Visitor Phone) Chrome/140';

// What report-uri sends (application/csp-report).
const reportUriBody = {
  'csp-report': {
    'document-uri': 'https://www.example.mn/contact?name=Bat&phone=99112233#form',
    referrer: 'https://www.google.com/search?q=altan+uul',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'https://ads.example.net/inject.js?visitor=42&token=abc',
    'line-number': 12,
    'source-file': 'https://www.example.mn/assets/loader.js?v=1',
    'script-sample': 'var secret = "typed by the visitor"',
  },
};

// What the Reporting API sends (application/reports+json): a list, possibly of several.
const reportingApiBody = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.example.mn/en/search?query=my+phone+99112233',
    user_agent: USER_AGENT,
    body: {
      documentURL: 'https://www.example.mn/en/search?query=my+phone+99112233',
      referrer: '',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      originalPolicy: "default-src 'self'",
      sample: 'color: red /* the visitor */',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 3,
    },
  },
  { type: 'deprecation', url: 'https://www.example.mn/', body: { id: 'x', message: 'ignored' } },
];

let t: TestApp;
let metrics: SiteMetrics;
let listener: MetricsListener;
beforeEach(async () => {
  metrics = createMetrics();
  t = await createTestApp({ metrics, env: { TRUST_PROXY: 'true' } });
  listener = await startMetricsListener(metrics);
});
afterEach(async () => {
  await listener.close();
  t.close();
});

// As a browser sends it: no cookie, no CSRF token, from the visitor's address (behind the proxy).
const report = (type: string, body: string, address = VISITOR_ADDRESS) =>
  request(t.app)
    .post('/api/csp-report')
    .set('Content-Type', type)
    .set('X-Forwarded-For', address)
    .set('User-Agent', USER_AGENT)
    .send(body);

const violations = () => t.logs.filter((line) => line.msg === 'content security policy violation');

describe('the Content-Security-Policy reports', () => {
  it('names the report endpoint in every policy, for report-to and report-uri', async () => {
    for (const path of ['/about', '/healthz', '/api/rates']) {
      const res = await request(t.app).get(path);
      const csp = res.headers['content-security-policy'] as string;
      expect([path, csp]).toEqual([path, expect.stringContaining('report-uri /api/csp-report')]);
      expect([path, csp]).toEqual([path, expect.stringContaining('report-to csp-endpoint')]);
      expect([path, res.headers['reporting-endpoints']]).toEqual([path, 'csp-endpoint="/api/csp-report"']);
    }
  });

  it('accepts a report-uri report without a token or cookie (204), and logs it without query strings or the visitor', async () => {
    const res = await report('application/csp-report', JSON.stringify(reportUriBody));
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(violations()).toEqual([
      expect.objectContaining({
        level: 40,
        page: 'https://www.example.mn/contact',
        directive: 'script-src-elem',
        blockedUrl: 'https://ads.example.net/inject.js',
        sourceFile: 'https://www.example.mn/assets/loader.js',
        line: 12,
      }),
    ]);
    const logged = JSON.stringify(t.logs);
    for (const visitorData of [VISITOR_ADDRESS, 'Visitor Phone', '99112233', 'visitor=42', 'typed by', 'google'])
      expect([visitorData, logged.includes(visitorData)]).toEqual([visitorData, false]);
  });

  it('accepts a Reporting API batch (204), logs its CSP violations only, and counts them by directive', async () => {
    const res = await report('application/reports+json', JSON.stringify(reportingApiBody));
    expect(res.status).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({
        page: 'https://www.example.mn/en/search',
        directive: 'style-src-attr',
        blockedUrl: 'inline',
      }),
    ]);
    expect(JSON.stringify(t.logs)).not.toContain('99112233');
    await report('application/csp-report', JSON.stringify(reportUriBody)).expect(204);
    const text = await listener.scrape();
    expect(sample(text, 'site_csp_reports_total', { directive: 'style-src-attr' })).toBe(1);
    expect(sample(text, 'site_csp_reports_total', { directive: 'script-src-elem' })).toBe(1);
  });

  it('keeps only the scheme of a data: or extension URL, and counts an unknown directive as "other"', async () => {
    const forged = {
      'csp-report': {
        'document-uri': 'https://www.example.mn/',
        'violated-directive': 'made-up-directive',
        'blocked-uri': 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      },
    };
    await report('application/csp-report', JSON.stringify(forged)).expect(204);
    expect(violations()).toEqual([expect.objectContaining({ directive: 'made-up-directive', blockedUrl: 'data:' })]);
    const text = await listener.scrape();
    expect(sample(text, 'site_csp_reports_total', { directive: 'other' })).toBe(1);
    expect(text).not.toContain('made-up-directive');
  });

  it('refuses a report of more than a few kilobytes (413) and logs nothing of it', async () => {
    const oversized = {
      'csp-report': { ...reportUriBody['csp-report'], 'original-policy': 'x'.repeat(9 * 1024) },
    };
    const res = await report('application/csp-report', JSON.stringify(oversized));
    expect(res.status).toBe(413);
    expect(violations()).toEqual([]);
    expect(sample(await listener.scrape(), 'site_csp_reports_refused_total', { reason: 'too_large' })).toBe(1);
  });

  it('refuses a body in no report format (400) or of another type (415)', async () => {
    expect((await report('application/csp-report', '{"not":"a report"}')).status).toBe(400);
    expect((await report('application/csp-report', '{broken')).status).toBe(400);
    expect((await report('text/plain', JSON.stringify(reportUriBody))).status).toBe(415);
    expect(violations()).toEqual([]);
  });

  it('answers 429 to an address past its budget, while another address is still heard', async () => {
    const body = JSON.stringify(reportUriBody);
    for (let n = 0; n < CSP_REPORT_LIMIT.limit; n += 1) await report('application/csp-report', body).expect(204);
    const refused = await report('application/csp-report', body);
    expect(refused.status).toBe(429);
    expect(violations()).toHaveLength(CSP_REPORT_LIMIT.limit);
    await report('application/csp-report', body, '198.51.100.7').expect(204);
    expect(sample(await listener.scrape(), 'site_csp_reports_refused_total', { reason: 'rate_limited' })).toBe(1);
  });

  it('leaves the CSRF check and the enquiry rate limit as they were', async () => {
    const body = JSON.stringify(reportUriBody);
    for (let n = 0; n < 3; n += 1) await report('application/csp-report', body).expect(204);
    const session = await startSession(t.app);
    const enquiry = { name: 'Bat', email: 'bat@example.mn', phone: '99112233', message: 'Tyres', consent: 'yes' };
    const withoutToken = await request(t.app)
      .post('/api/contact')
      .set('X-Forwarded-For', VISITOR_ADDRESS)
      .set('Cookie', session.cookie)
      .send(enquiry);
    expect(withoutToken.status).toBe(403);
    const withToken = await request(t.app)
      .post('/api/contact')
      .set('X-Forwarded-For', VISITOR_ADDRESS)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send(enquiry);
    expect(withToken.status).toBe(201);
    // The reports spent nothing of the enquiries' budget (10 per window).
    expect(withToken.headers.ratelimit).toContain('r=9');
  });
});
