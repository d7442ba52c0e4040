import helmet from 'helmet';
import type { RequestHandler } from 'express';
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
