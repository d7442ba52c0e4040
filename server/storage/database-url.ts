// DATABASE_URL may carry a password: whatever is shown to people or written to logs goes through here.

/** The database's address without user name or password, e.g. postgres://db:5432/site. */
export function describeDatabaseUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return 'the database in DATABASE_URL';
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** `text` with the URL's password and the whole URL blanked out (driver messages may quote either). */
export function redactDatabaseUrl(text: string, url: string): string {
  const password = URL.parse(url)?.password;
  let redacted = text.split(url).join(describeDatabaseUrl(url));
  if (password) {
    redacted = redacted.split(password).join('***');
    const decoded = decodeURIComponent(password);
    if (decoded !== password) redacted = redacted.split(decoded).join('***');
  }
  return redacted;
}
