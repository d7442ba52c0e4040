import type { Logger } from '../logger.ts';

/**
 * Runs `reload` one at a time, then tells the listeners what it returned (what changed, for the lists; the kept
 * pages are then dropped): a change heard while a reload runs is read by the next one. Changes heard before that
 * next one starts share it, so a bulk action's many publishes (docs/content.md, "Bulk actions") read the store
 * again a few times, not once each. A failure is logged with `what`, and the site keeps what it showed.
 */
export function serialReload<T = void>(reload: () => Promise<T>, logger: Pick<Logger, 'error'>, what: string) {
  const listeners = new Set<(changed: T) => void>();
  let queue = Promise.resolve();
  /** The reload queued and not started yet, which reads whatever is heard until it starts. */
  let waiting: Promise<void> | undefined;
  const reloadSoon = () => {
    if (waiting) return waiting;
    const next = queue
      .then(() => {
        waiting = undefined;
        return reload();
      })
      .then((changed) => listeners.forEach((listener) => listener(changed)))
      .catch((err: unknown) => logger.error({ err }, `${what} could not be read again`));
    waiting = next;
    queue = next;
    return next;
  };
  return { reloadSoon, onChanged: (listener: (changed: T) => void) => void listeners.add(listener) };
}
