// An item's address (a product's, a team member's, a service's): lower-case ASCII words joined by hyphens.

export const SLUG_MAX = 100;

/** "Tricone Bit 9 7/8\" (251 mm)" → "tricone-bit-9-7-8-251-mm": lower-case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
