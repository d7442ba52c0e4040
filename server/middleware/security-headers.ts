import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

// A fresh nonce per request; every inline script we write carries it, and nothing else may run.
export function cspNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

export function securityHeaders({ isHttps, isDev }: { isHttps: boolean; isDev: boolean }) {
  return helmet({
    // An on-prem site may run on plain HTTP: HSTS and upgrade-insecure-requests only behind HTTPS.
    strictTransportSecurity: isHttps ? undefined : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
        // Styles: our stylesheet files; 'unsafe-inline' only because Vite injects <style> in development.
        'style-src': isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
  });
}
