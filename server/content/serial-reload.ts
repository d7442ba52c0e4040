import type { Logger } from '../logger.ts';

/**
 * Runs `reload` one at a time, then tells the listeners what it returned (what changed, for the lists; the kept
 * pages are then dropped): a change heard while a reload runs is read by the next one. A failure is logged with
 * `what`, and the site keeps what it showed.
 */
export function serialReload<T = void>(reload: () => Promise<T>, logger: Pick<Logger, 'error'>, what: string) {
  const listeners = new Set<(changed: T) => void>();
  let queue = Promise.resolve();
  const reloadSoon = () => {
    queue = queue
      .then(reload)
      .then((changed) => listeners.forEach((listener) => listener(changed)))
      .catch((err: unknown) => logger.error({ err }, `${what} could not be read again`));
    return queue;
  };
  return { reloadSoon, onChanged: (listener: (changed: T) => void) => void listeners.add(listener) };
}
