import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { CSP_REPORT_PATH } from '../middleware/content-security-policy.ts';
import { cspViolations } from './csp-report-body.ts';

/** Report posts accepted per client address and window, in this process; more get 429. */
export const CSP_REPORT_LIMIT = { limit: 30, windowMs: 60_000 } as const;
/** A report is one to two kilobytes (most of it the policy itself); a larger post is refused (413). */
export const CSP_REPORT_BODY_LIMIT = '8kb';
// report-uri sends application/csp-report (some browsers application/json); the Reporting API reports+json.
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

// The directives a report may name, as metric labels: anything else counts as 'other', so a forged report adds
// no series.
const KNOWN_DIRECTIVES = new Set([
  'base-uri',
  'child-src',
  'connect-src',
  'default-src',
  'fenced-frame-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'require-trusted-types-for',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'worker-src',
]);

/** What the metrics count of the reports. */
export interface CspReportCounts {
  received(directive: string): void;
  /** `reason`: rate_limited, too_large, malformed or unsupported (a body in no report format). */
  refused(reason: string): void;
}

/**
 * POST /api/csp-report: the browsers' violation reports, each logged as a warning (page, directive, blocked URL;
 * nothing of the visitor's: csp-report-body.ts) and counted. Mounted before the cookies, sessions and CSRF check:
 * browsers send reports with no token, and the endpoint changes nothing but a log and a count. Answers 204, and
 * answers its own refusals (413, 400, 415, 429) with no body: nothing reads them.
 */
export function cspReportRoutes({ counts }: { counts?: CspReportCounts } = {}): Router {
  const limiter = rateLimit({
    ...CSP_REPORT_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // TRUST_PROXY=true is the operator's word that a proxy of theirs sets X-Forwarded-For
    // (docs/configuration.md, "Public address, cookies and proxies"): not a mistake to warn about on stderr.
    validate: { trustProxy: false },
    handler: (_req, res) => {
      counts?.refused('rate_limited');
      res.status(429).end();
    },
  });
  const parse = express.json({ type: REPORT_TYPES, limit: CSP_REPORT_BODY_LIMIT });

  const record: RequestHandler = (req, res) => {
    const violations = cspViolations(req.body);
    if (violations.length === 0) {
      counts?.refused(req.is(REPORT_TYPES) ? 'malformed' : 'unsupported');
      res.status(req.is(REPORT_TYPES) ? 400 : 415).end();
      return;
    }
    for (const { page, directive, blockedUrl, sourceFile, line } of violations) {
      req.log.warn({ page, directive, blockedUrl, sourceFile, line }, 'content security policy violation');
      counts?.received(KNOWN_DIRECTIVES.has(directive) ? directive : 'other');
    }
    res.status(204).end();
  };

  // The body parser's refusals (they carry a `type`); anything else is a bug, for the error handler.
  const refuse: ErrorRequestHandler = (err: { type?: unknown }, _req, res, next) => {
    if (typeof err.type !== 'string') return next(err);
    const tooLarge = err.type === 'entity.too.large';
    counts?.refused(tooLarge ? 'too_large' : 'malformed');
    res.status(tooLarge ? 413 : 400).end();
  };

  return Router().post(CSP_REPORT_PATH, limiter, parse, record).use(CSP_REPORT_PATH, refuse);
}
