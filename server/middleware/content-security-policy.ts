import type { RequestHandler } from 'express';

// The Content-Security-Policy, as directives: every response gets it as it is, and a page's document its own,
// which also allows the page's inline styles (its critical CSS) by their hashes (server/render/assemble-document.ts).

interface PolicyOptions {
  isHttps: boolean;
  isDev: boolean;
  /** CSP sources ('sha256-…') of the documents' inline scripts. */
  inlineScriptHashes: readonly string[];
}

type Directives = Record<string, readonly string[]>;

/** Where browsers send violation reports (server/routes/csp-report-routes.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API's name for that endpoint (the Reporting-Endpoints header and `report-to`). */
const CSP_REPORT_GROUP = 'csp-endpoint';
const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

export interface ContentSecurityPolicy {
  /** The header's value; with `styleHashes`, the page's inline styles allowed too. */
  header(styleHashes?: readonly string[]): string;
}

function directives({ isHttps, isDev, inlineScriptHashes }: PolicyOptions): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    // Our files, and the one inline script every page carries, by its hash (JSON data blocks do not run).
    'script-src': ["'self'", ...inlineScriptHashes],
    'script-src-attr': ["'none'"],
    // Styles: our stylesheet files and a page's own inline styles by hash; 'unsafe-inline' only because Vite
    // injects <style> in development.
    'style-src': isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // An on-prem site may run on plain HTTP: upgrade-insecure-requests only behind HTTPS.
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
    'connect-src': ["'self'"],
    // Violations are reported: report-to (the Reporting API, with the Reporting-Endpoints header) where browsers
    // know it, report-uri (application/csp-report) where they do not; a browser with both uses report-to.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
    // A service's video may be an https:// address the office gave (shared/video.ts).
    'media-src': ["'self'", 'https:'],
  };
}

const serialise = (policy: Directives) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/** Policies with styles allowed: a handful (one per page shape), each written once. */
const MAX_REMEMBERED_POLICIES = 256;

export function createContentSecurityPolicy(options: PolicyOptions): ContentSecurityPolicy {
  const base = directives(options);
  const plain = serialise(base);
  const withStyles = new Map<string, string>();
  return {
    header(styleHashes = []) {
      if (styleHashes.length === 0) return plain;
      const key = styleHashes.join(' ');
      let header = withStyles.get(key);
      if (header === undefined) {
        header = serialise({ ...base, 'style-src': [...(base['style-src'] ?? []), ...styleHashes] });
        if (withStyles.size >= MAX_REMEMBERED_POLICIES) withStyles.clear();
        withStyles.set(key, header);
      }
      return header;
    },
  };
}

/**
 * Sends the policy with every response (a page's document replaces it with its own), and the endpoint its
 * `report-to` names.
 */
export function contentSecurityPolicyHeader(policy: ContentSecurityPolicy): RequestHandler {
  const header = policy.header();
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', header);
    res.setHeader('Reporting-Endpoints', REPORTING_ENDPOINTS);
    next();
  };
}
