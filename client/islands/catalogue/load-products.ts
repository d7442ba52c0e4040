import type { CatalogueProduct } from '#shared/catalogue.ts';

export type LoadResult =
  | { ok: true; products: CatalogueProduct[] }
  /** `status`: the HTTP status of a non-OK answer; `detail`: the failure's own message, if it had one. */
  | { ok: false; status?: number; detail?: string };

// docs/specification.md §7: GET /api/products with Accept JSON; a non-OK status is an error; a single object is wrapped
// in a list. The page language goes in the address, so the browser's cache keeps each language's answer apart.
export async function loadProducts(category: string | null, lng: string, signal: AbortSignal): Promise<LoadResult> {
  const query = new URLSearchParams(category ? { category, lng } : { lng });
  let response: Response;
  try {
    response = await fetch(`/api/products?${query.toString()}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    return { ok: false, detail: messageOf(err) };
  }
  if (!response.ok) return { ok: false, status: response.status };
  try {
    const body: unknown = await response.json();
    if (Array.isArray(body)) return { ok: true, products: body as CatalogueProduct[] };
    if (typeof body === 'object' && body !== null) return { ok: true, products: [body as CatalogueProduct] };
    return { ok: true, products: [] };
  } catch (err) {
    if (signal.aborted) throw err;
    return { ok: false, detail: messageOf(err) };
  }
}

function messageOf(err: unknown): string | undefined {
  return err instanceof Error && err.message !== '' ? err.message : undefined;
}
