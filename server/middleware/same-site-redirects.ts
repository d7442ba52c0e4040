import type { Express } from 'express';
import { sameSitePath } from '#shared/same-site-path.ts';

// No answer of the site sends a visitor to another origin (docs/architecture.md, §3). Every redirect the site
// makes is to a path of its own, but a path can come from the request (the language redirects localise the
// address as it came): `//evil.example/x` or `/\evil.example/x` there is, to a browser, another host. Every
// Location header therefore goes through sameSitePath, whichever route set it: the app's response prototype
// is changed once, so no request pays for it.
export function sameSiteRedirects(app: Express): void {
  const location = app.response.location;
  app.response.location = function (this: typeof app.response, url: string) {
    return location.call(this, sameSitePath(url));
  };
}
