import { performance } from 'node:perf_hooks';
import type { Store } from '../storage/store.ts';

// The duration of every storage operation, for both engines alike: the Store interface is the one entry point the
// app queries through, so each of its asynchronous methods is timed where it is called (a PostgreSQL round trip,
// a SQLite statement or transaction), labelled `<part>.<method>` (enquiries.insertEnquiry): a fixed set.

type ObserveQuery = (operation: string, seconds: number) => void;

const PARTS = [
  'enquiries',
  'attachments',
  'newsletter',
  'inbox',
  'admin',
  'content',
  'audit',
  'rateLimitHits',
  'redirectHits',
  'pageViews',
  'siteStats',
  'schedules',
  'presence',
  'quotations',
  'webhook',
  'mediaFiles',
  'settings',
] as const;
const PART_NAMES: ReadonlySet<PropertyKey> = new Set(PARTS);

type Method = (...args: unknown[]) => unknown;

// Any function takes any arguments (extra ones are ignored, missing ones undefined) and returns something.
const isMethod = (value: unknown): value is Method => typeof value === 'function';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  'then' in value &&
  typeof value.then === 'function';

function timed(fn: Method, self: object, operation: string, observe: ObserveQuery) {
  return (...args: unknown[]): unknown => {
    const started = performance.now();
    const result = fn.apply(self, args);
    // Only what answers later is a query: listeners (content.onChange) and generators (inbox.pages, whose pages
    // are each a query of their own) are passed through as they are.
    if (isThenable(result)) {
      const done = () => observe(operation, (performance.now() - started) / 1000);
      result.then(done, done);
    }
    return result;
  };
}

/** `target` with each of its methods timed as `<prefix><method>`; other properties read through. */
function timedMethods<T extends object>(target: T, prefix: string, observe: ObserveQuery): T {
  const wrappers = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (!isMethod(value) || typeof key !== 'string') return value;
      let wrapper = wrappers.get(key);
      if (!wrapper) {
        wrapper = timed(value, object, `${prefix}${key}`, observe);
        wrappers.set(key, wrapper);
      }
      return wrapper;
    },
  });
}

/** The store as the app uses it, each query timed into `observe`; close() and the engine's handles unchanged. */
export function instrumentStore<S extends Store>(store: S, observe: ObserveQuery): S {
  const parts = new Map<PropertyKey, unknown>();
  const checkHealth = timed(store.checkHealth, store, 'checkHealth', observe);
  return new Proxy(store, {
    get(object, key) {
      if (key === 'checkHealth') return checkHealth;
      const value: unknown = Reflect.get(object, key);
      if (!PART_NAMES.has(key) || typeof value !== 'object' || value === null) return value;
      let part = parts.get(key);
      if (!part) {
        part = timedMethods(value, `${String(key)}.`, observe);
        parts.set(key, part);
      }
      return part;
    },
  });
}
