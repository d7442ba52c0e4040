// A write the database refused for want of space or permission, or for a fault of the disk: the enquiry was not
// stored, and retrying will not help until an operator acts. Anything else is left to the usual handling.

// SQLite's primary result codes (the low byte of an extended code). The file system's own errors (ENOSPC, EACCES,
// EROFS…) reach us as these: SQLITE_FULL, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR.
const SQLITE_FAULTS: Readonly<Record<number, string>> = {
  3: 'permission denied (SQLITE_PERM)',
  8: 'database is read-only (SQLITE_READONLY)',
  10: 'disk I/O error (SQLITE_IOERR)',
  13: 'disk is full (SQLITE_FULL)',
  14: 'database file cannot be opened (SQLITE_CANTOPEN)',
};

// PostgreSQL SQLSTATEs; class 53 is "insufficient resources" (53100 disk_full among them).
const POSTGRES_FAULTS: Readonly<Record<string, string>> = {
  '53100': 'disk is full (53100 disk_full)',
  '25006': 'database is read-only (25006 read_only_sql_transaction)',
  '42501': 'permission denied (42501 insufficient_privilege)',
  '58030': 'disk I/O error (58030 io_error)',
};

interface DatabaseErrorLike {
  code?: unknown;
  errcode?: unknown;
  cause?: unknown;
}

function faultOf({ code, errcode }: DatabaseErrorLike): string | undefined {
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') return SQLITE_FAULTS[errcode & 0xff];
  if (typeof code !== 'string') return undefined;
  if (/^53\d{3}$/.test(code)) return POSTGRES_FAULTS[code] ?? `insufficient resources (${code})`;
  return POSTGRES_FAULTS[code];
}

/** What is wrong with the storage, e.g. 'disk is full (SQLITE_FULL)', when `err` (or its cause) says so. */
export function storageFaultOf(err: unknown): string | undefined {
  for (let current = err, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const fault = faultOf(current as DatabaseErrorLike);
    if (fault) return fault;
    current = (current as DatabaseErrorLike).cause;
  }
  return undefined;
}

/** The last storage fault, until a write succeeds again (shown by /readyz). */
export interface StorageHealth {
  fault(): string | undefined;
  failed(reason: string): void;
  wrote(): void;
}

export function createStorageHealth(): StorageHealth {
  let fault: string | undefined;
  return {
    fault: () => fault,
    failed: (reason) => {
      fault = reason;
    },
    wrote: () => {
      fault = undefined;
    },
  };
}
