// A Content-Security-Policy violation report, in either format browsers send, reduced to what an operator needs
// and nothing of the visitor's: the page, the directive and what was blocked, each URL without its query string
// or fragment (they may carry what a visitor typed) and without user info. The reports' user agent, referrer and
// samples are dropped; the client's address is never read.

/** What is logged of one violation. */
export interface CspViolation {
  page: string | undefined;
  /** A directive name (script-src-elem); 'unknown' when the report named none we can read. */
  directive: string;
  blockedUrl: string | undefined;
  sourceFile: string | undefined;
  line: number | undefined;
}

/** Reports read from one post at most: the Reporting API may send several at once. */
const MAX_REPORTS_PER_POST = 10;
const MAX_URL_LENGTH = 300;
// CSP keywords a report names instead of a URL: inline, eval, wasm-eval, self, trusted-types-policy…
const KEYWORD = /^[a-z][a-z-]{0,39}$/;
const WEB_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** A URL as origin and path; a keyword as it is; another scheme's URL (data:, blob:, an extension's) as its scheme. */
export function withoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const url = URL.parse(value);
  if (!url) return KEYWORD.test(value) ? value : 'invalid';
  if (!WEB_SCHEMES.has(url.protocol)) return url.protocol;
  return `${url.origin}${url.pathname}`.slice(0, MAX_URL_LENGTH);
}

// CSP2 browsers put the directive with its sources in violated-directive ("script-src 'self'"): its name leads.
function directiveOf(...values: unknown[]): string {
  for (const value of values) {
    const name = typeof value === 'string' ? value.split(' ', 1)[0] : undefined;
    if (name && KEYWORD.test(name)) return name;
  }
  return 'unknown';
}

const lineOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** report-uri's format (application/csp-report): { "csp-report": { "document-uri", "blocked-uri", … } }. */
function fromReportUri(report: Fields): CspViolation {
  return {
    page: withoutQuery(report['document-uri']),
    directive: directiveOf(report['effective-directive'], report['violated-directive']),
    blockedUrl: withoutQuery(report['blocked-uri']),
    sourceFile: withoutQuery(report['source-file']),
    line: lineOf(report['line-number']),
  };
}

/** The Reporting API's (application/reports+json): [{ "type": "csp-violation", "url", "body": { … } }]. */
function fromReportingApi(report: Fields, body: Fields): CspViolation {
  return {
    page: withoutQuery(body.documentURL ?? report.url),
    directive: directiveOf(body.effectiveDirective, body.violatedDirective),
    blockedUrl: withoutQuery(body.blockedURL),
    sourceFile: withoutQuery(body.sourceFile),
    line: lineOf(body.lineNumber),
  };
}

/** The violations a parsed report body holds (none when it is neither format). */
export function cspViolations(parsed: unknown): CspViolation[] {
  if (isObject(parsed) && isObject(parsed['csp-report'])) return [fromReportUri(parsed['csp-report'])];
  if (!Array.isArray(parsed)) return [];
  const violations: CspViolation[] = [];
  for (const report of parsed.slice(0, MAX_REPORTS_PER_POST)) {
    if (isObject(report) && report.type === 'csp-violation' && isObject(report.body)) {
      violations.push(fromReportingApi(report, report.body));
    }
  }
  return violations;
}
