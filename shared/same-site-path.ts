/**
 * A redirect's address as a path of this site: a leading run of slashes and backslashes (`//host`, `/\host`,
 * which a browser reads as another host) becomes one slash, and an address with a scheme or host (`https:host`,
 * `https://host/x`) becomes the home page. The query and hash are kept.
 */
export function sameSitePath(location: string): string {
  if (/^[/\\]/.test(location)) return location.replace(/^[/\\]+/, '/');
  return '/';
}
