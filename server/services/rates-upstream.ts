// One upstream currency table: {"date": "YYYY-MM-DD", "<currency>": {"mnt": 3450.1, "eur": 0.92, ...}}.
export const RATE_TABLES = ['usd', 'xau', 'xag'] as const;
export type RateTable = (typeof RATE_TABLES)[number];

export interface UpstreamTable {
  /** The day the table is for, as the upstream says. */
  date: string;
  /** Units of each currency per one unit of the table's currency. */
  rates: Readonly<Record<string, number>>;
}

export type FetchFn = typeof fetch;

/** An upstream answer we cannot use: not 2xx, not JSON, not the expected shape, or too slow. */
export class UpstreamError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// The largest answer read from a mirror (a table is about 20 KB): reading stops beyond it.
export const MAX_TABLE_BYTES = 1024 * 1024;

/** The body as text, refused (and its reading stopped) past `maxBytes`, whatever its Content-Length said. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new UpstreamError(`answer larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
}

export function tableUrl(template: string, date: string, table: RateTable): string {
  return template.replaceAll('{date}', date).replaceAll('{currency}', table);
}

export function parseTable(body: unknown, table: RateTable): UpstreamTable {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const rates = record[table];
  const date = record.date;
  if (typeof date !== 'string' || !DAY_PATTERN.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UpstreamError(`${table} table has no date`);
  }
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) {
    throw new UpstreamError(`${table} table has no "${table}" rates`);
  }
  return { date, rates: rates as Record<string, number> };
}

/** The host and path only: enough to tell the mirrors apart in the logs. */
function describeUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`;
  } catch {
    return url;
  }
}

// By name, not instanceof: the time-out is a DOMException, of another class hierarchy in some runtimes.
function reason(err: unknown): string {
  const { name, message, cause } = (typeof err === 'object' && err !== null ? err : {}) as Partial<Error>;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  if (name === 'SyntaxError') return 'not JSON';
  if (typeof message !== 'string') return String(err);
  return cause instanceof Error ? `${message}: ${cause.message}` : message;
}

interface FetchTableOptions {
  templates: readonly string[];
  date: string;
  table: RateTable;
  timeoutMs: number;
  fetchFn?: FetchFn;
}

// Each template in order until one answers well. The time-out covers the whole call, body included, so a server
// that sends headers and then stalls, or a body that never ends, is cut off too; so is a body over
// MAX_TABLE_BYTES, as it arrives.
export async function fetchTable({
  templates,
  date,
  table,
  timeoutMs,
  fetchFn = fetch,
}: FetchTableOptions): Promise<UpstreamTable> {
  const failures: string[] = [];
  for (const template of templates) {
    const url = tableUrl(template, date, table);
    try {
      const response = await fetchFn(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError(`HTTP ${response.status}`);
      }
      return parseTable(JSON.parse(await readCapped(response, MAX_TABLE_BYTES)), table);
    } catch (err) {
      failures.push(`${describeUrl(url)}: ${reason(err)}`);
    }
  }
  throw new UpstreamError(`no upstream answered for ${table}@${date} (${failures.join('; ')})`);
}
