import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import { contentSecurityPolicyHeader, type ContentSecurityPolicy } from './content-security-policy.ts';

interface SecurityHeadersOptions {
  isHttps: boolean;
  /** Sent with every response (content-security-policy.ts); pages send their own. */
  contentSecurityPolicy: ContentSecurityPolicy;
}

export function securityHeaders({ isHttps, contentSecurityPolicy }: SecurityHeadersOptions): RequestHandler[] {
  return [
    helmet({
      // An on-prem site may run on plain HTTP: HSTS only behind HTTPS.
      strictTransportSecurity: isHttps ? undefined : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      contentSecurityPolicy: false,
    }),
    contentSecurityPolicyHeader(contentSecurityPolicy),
  ];
}

/**
 * The headers securityHeaders gives every answer, worked out once by running it on a stand-in response: the kept
 * pages' fast path (server/routes/page-routes.ts) sets them without running helmet's dozen steps for each page.
 */
export function securityHeaderList(options: SecurityHeadersOptions): Array<readonly [string, string]> {
  const headers = new Map<string, string>();
  const stand = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  for (const handler of securityHeaders(options)) {
    let wentOn = false;
    handler({} as Request, stand as unknown as Response, () => (wentOn = true));
    if (!wentOn) throw new Error('a security header middleware did not go on at once');
  }
  return [...headers];
}
