import helmet from 'helmet';

interface SecurityHeadersOptions {
  isHttps: boolean;
  isDev: boolean;
  /** CSP sources ('sha256-…') of the documents' inline scripts. */
  inlineScriptHashes: readonly string[];
}

export function securityHeaders({ isHttps, isDev, inlineScriptHashes }: SecurityHeadersOptions) {
  return helmet({
    // An on-prem site may run on plain HTTP: HSTS and upgrade-insecure-requests only behind HTTPS.
    strictTransportSecurity: isHttps ? undefined : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Our files, and the one inline script every page carries, by its hash (JSON data blocks do not run).
        'script-src': ["'self'", ...inlineScriptHashes],
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
