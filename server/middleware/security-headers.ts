import helmet from 'helmet';

export function securityHeaders({ isHttps, isDev }: { isHttps: boolean; isDev: boolean }) {
  return helmet({
    // An on-prem site may run on plain HTTP: HSTS and upgrade-insecure-requests only behind HTTPS.
    strictTransportSecurity: isHttps ? undefined : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Pages carry no inline script that runs (their JSON data blocks do not), so nothing but our files.
        'script-src': ["'self'"],
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
