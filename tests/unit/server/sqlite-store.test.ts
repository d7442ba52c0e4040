import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Migration } from '#server/storage/migration.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const notes: Migration = {
  version: MIGRATIONS.length + 1,
  name: 'notes',
  sql: (t) => `CREATE TABLE notes (id ${t.id}, text TEXT NOT NULL)`,
};

describe('openSqliteStore', () => {
  it('creates the database file in WAL mode with full sync and reports healthy', async () => {
    const store = openSqliteStore(dir);
    expect(store.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(store.db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    expect(await store.checkHealth()).toBe(true);
    await store.close();
    expect(await store.checkHealth()).toBe(false);
  });

  it('applies migrations in order once, and only the new ones on the next start', () => {
    const first = openSqliteStore(dir);
    expect(first.schemaVersion).toBe(MIGRATIONS.length);
    first.close();

    const second = openSqliteStore(dir, [
      notes,
      {
        version: 1,
        name: 'meta',
        sql: () => `SELECT raise(ABORT, 'must not run again')`,
      },
    ]);
    expect(second.schemaVersion).toBe(notes.version);
    second.db.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
    second.close();

    const third = openSqliteStore(dir, [notes]);
    expect(third.db.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'kept' }]);
    third.close();
  });

  it('rolls a failing migration back and refuses to start', () => {
    const broken: Migration = {
      version: 1,
      name: 'half done',
      sql: () => `CREATE TABLE half (id INTEGER); SELECT raise(ABORT, 'boom')`,
    };
    expect(() => openSqliteStore(dir, [broken])).toThrow('migration 1 (half done) failed');
    const store = openSqliteStore(dir, []);
    expect(store.db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(store.schemaVersion).toBe(0);
    store.close();
  });
});
