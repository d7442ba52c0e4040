/**
 * A mailto: link to `address`, with `subject` when given. The address is percent-encoded but for its `@`
 * (RFC 6068), so whatever a visitor typed into it (`?bcc=…`, `&body=…`) stays part of the address.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replaceAll('%40', '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
