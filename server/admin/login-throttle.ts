import type { Clock } from '../clock.ts';
import { expiredWindowPruner, type RateLimitHits } from '../storage/rate-limit-hits.ts';

/** Sign-in attempts allowed per address, per login and per known device in a window; the next is refused (429). */
export const LOGIN_ATTEMPTS = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/** Which budget refused an attempt: the client address's, the known device's, or the login's. */
export type LoginRefusal = 'address' | 'device' | 'login';

export interface LoginAttempt {
  address: string;
  login: string;
  /** The id of a known device (a browser that signed in to this login before), if it presented one. */
  device: string | undefined;
}

export type Admission =
  | { refusedBy: LoginRefusal }
  | {
      refusedBy: undefined;
      /** Takes the attempt back: its password was not checked, or was right. Only failures stay counted. */
      undo(): Promise<void>;
    };

/**
 * Counts an attempt before its password is checked, each budget by one atomic increment in the store (so every
 * replica counts against the same budgets, and at most `limit` attempts per budget and window are checked
 * whatever the concurrency): first the address's, then the known device's, or else the login's. A browser that
 * signed in to a login before thus never spends the login's budget, and strangers' failures cannot lock it out.
 */
export function createLoginThrottle(hits: RateLimitHits, clock: Clock) {
  const prune = expiredWindowPruner(hits);
  const budgets = ({ address, login, device }: LoginAttempt): Array<[LoginRefusal, string]> => [
    ['address', `admin-login:address:${address}`],
    device ? ['device', `admin-login:device:${device}`] : ['login', `admin-login:login:${login.toLowerCase()}`],
  ];

  return {
    async admit(attempt: LoginAttempt): Promise<Admission> {
      const now = clock.now();
      await prune(now, LOGIN_ATTEMPTS.windowMs);
      const counted: string[] = [];
      const undo = async () => {
        for (const key of counted) await hits.decrement(key, clock.now());
      };
      for (const [budget, key] of budgets(attempt)) {
        counted.push(key);
        const window = await hits.increment(key, now, LOGIN_ATTEMPTS.windowMs);
        if (window.hits > LOGIN_ATTEMPTS.limit) {
          await undo();
          return { refusedBy: budget };
        }
      }
      return { refusedBy: undefined, undo };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
