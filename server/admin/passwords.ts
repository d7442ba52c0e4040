import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factors: memory and time grow with N·r, time with p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// One of OWASP's recommended costs (N=2^15, r=8, p=3: 32 MiB a hash, not 128 as with N=2^17, for a small
// server). Every hash made outside the test suite has it, and the server refuses to verify a weaker one.
export const STANDARD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 15, r: 8, p: 3 });
// For the test suite only (1 MiB, about a hundredth of the time): config.ts allows it only with NODE_ENV=test.
export const TEST_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });
// Larger costs are refused as malformed rather than allowed to take the server's memory (128·N·r bytes).
const MAX_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 16, p: 16 });

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Stored as scrypt$N$r$p$salt$key (base64): each hash carries its cost, so a later cost can read older ones. */
export async function hashPassword(password: string, cost: Readonly<ScryptCost> = STANDARD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const atLeast = (cost: ScryptCost, floor: Readonly<ScryptCost>) =>
  cost.N >= floor.N && cost.r >= floor.r && cost.p >= floor.p;

/** The cost a stored hash was made with; undefined when it is malformed or out of bounds. */
export function hashCost(stored: string): ScryptCost | undefined {
  const [scheme, ...factors] = stored.split('$', 4);
  const [N = NaN, r = NaN, p = NaN] = factors.map(Number);
  if (scheme !== 'scrypt' || ![N, r, p].every(Number.isSafeInteger)) return undefined;
  const cost = { N, r, p };
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  return powerOfTwo && atLeast(cost, { N: 2, r: 1, p: 1 }) && atLeast(MAX_COST, cost) ? cost : undefined;
}

/** True when `stored` is at least as costly as `floor` (a weaker hash is refused, never verified). */
export const meetsCost = (stored: string, floor: Readonly<ScryptCost>) => {
  const cost = hashCost(stored);
  return cost !== undefined && atLeast(cost, floor);
};

/**
 * True when `password` is the one `stored` was made from, at the cost read from `stored`; false for anything
 * else: a malformed hash, or one weaker than `floor` (production's floor is the standard cost).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  floor: Readonly<ScryptCost> = STANDARD_COST,
): Promise<boolean> {
  const [, , , , salt, key] = stored.split('$');
  const cost = hashCost(stored);
  if (!cost || !atLeast(cost, floor) || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
