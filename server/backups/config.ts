import path from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { describeEnvIssues, emptyAsUnset } from '../env-values.ts';

// What `npm run backup` and `npm run restore` read of the environment: the server's own DATA_DIR and DATABASE_URL
// (loadConfig, so a value the server would refuse is refused here too), and the two variables of the backups.

/** Backups kept when BACKUP_KEEP is not set: a week of daily ones. */
export const DEFAULT_BACKUP_KEEP = 7;

const backupEnvSchema = z.object({
  BACKUP_DIR: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  BACKUP_KEEP: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1000).default(DEFAULT_BACKUP_KEEP)),
});

export interface BackupConfig {
  dataDir: string;
  /** Set: the site runs on PostgreSQL, which pg_dump backs up. May carry a password: never print it. */
  databaseUrl: string | undefined;
  /** Where backups are written: BACKUP_DIR, else DATA_DIR/backups. */
  backupDir: string;
  /** How many backups `npm run backup` leaves in backupDir, the one it wrote included. */
  keep: number;
}

export function loadBackupConfig(env: Record<string, string | undefined> = process.env): Readonly<BackupConfig> {
  const { dataDir, databaseUrl } = loadConfig(env);
  const parsed = backupEnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeEnvIssues(parsed.error.issues));
  const { BACKUP_DIR, BACKUP_KEEP } = parsed.data;
  return Object.freeze({
    dataDir,
    databaseUrl,
    backupDir: path.resolve(BACKUP_DIR ?? path.join(dataDir, 'backups')),
    keep: BACKUP_KEEP,
  });
}
