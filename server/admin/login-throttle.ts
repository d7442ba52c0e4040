import type { Clock } from '../clock.ts';
import type { RateLimitHits } from '../storage/rate-limit-hits.ts';

/** Failed sign-ins allowed per client address and per login in a window; the next one is refused (429). */
export const LOGIN_ATTEMPTS = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

// Counted in the store, so every replica refuses the same sixth attempt. Only failures count.
export function createLoginThrottle(hits: RateLimitHits, clock: Clock) {
  const loginKey = (login: string) => `admin-login:login:${login.toLowerCase()}`;
  const keys = (address: string, login: string) => [`admin-login:address:${address}`, loginKey(login)];
  return {
    async isBlocked(address: string, login: string): Promise<boolean> {
      const now = clock.now();
      const windows = await Promise.all(keys(address, login).map((key) => hits.get(key, now)));
      return windows.some((window) => window !== undefined && window.hits >= LOGIN_ATTEMPTS.limit);
    },
    async failed(address: string, login: string): Promise<void> {
      const now = clock.now();
      for (const key of keys(address, login)) await hits.increment(key, now, LOGIN_ATTEMPTS.windowMs);
    },
    /** A successful sign-in clears the login's count (not the address's). */
    async succeeded(login: string): Promise<void> {
      await hits.reset(loginKey(login));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
