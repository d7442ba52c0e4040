import { Writable } from 'node:stream';
import type { PageView } from '#shared/page-view.ts';
import type { RenderContext, SsrEntry } from '#shared/render-contract.ts';

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`render did not finish within ${ms} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/** The body of a page as one string, once all of it is ready; aborted after timeoutMs. */
export function renderBody(entry: SsrEntry, ctx: RenderContext, view: PageView, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = entry.renderPage(ctx, view, {
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
      onError(err) {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    });
    const timer = setTimeout(() => stream.abort(new RenderTimeoutError(timeoutMs)), timeoutMs);
  });
}
