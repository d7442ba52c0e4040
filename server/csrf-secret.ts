import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from './clock.ts';
import type { Store } from './storage/store.ts';

const SECRET_FILE = 'csrf-secret';
const SECRET_SETTING = 'csrf-secret';

interface CsrfSecretSource {
  /** CSRF_SECRET, when set. */
  configured: string | undefined;
  dataDir: string;
  store: Store;
  clock: Clock;
}

const newSecret = () => randomBytes(32).toString('base64url');

// CSRF tokens are signed with CSRF_SECRET when set. Otherwise a random secret is made once and kept, so
// restarts do not invalidate the forms visitors have open, and no secret is in the repo: in DATA_DIR for
// SQLite (one process), in the shared database for PostgreSQL, where every replica must sign with the same
// secret so that a token one replica issued is accepted by the others.
export async function resolveCsrfSecret({ configured, dataDir, store, clock }: CsrfSecretSource): Promise<string> {
  if (configured) return configured;
  if (store.engine === 'postgres') return store.settings.getOrCreate(SECRET_SETTING, newSecret(), clock.now());
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
