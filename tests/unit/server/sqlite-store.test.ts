import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MIGRATIONS, type Migration } from '#server/storage/migrations.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const notes: Migration = {
  version: MIGRATIONS.length + 1,
  description: 'notes',
  up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)'),
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
        description: 'meta',
        up: () => {
          throw new Error('must not run again');
        },
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
      description: 'half done',
      up: (db) => {
        db.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => openSqliteStore(dir, [broken])).toThrow('migration 1 (half done) failed');
    const store = openSqliteStore(dir, []);
    expect(store.db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(store.schemaVersion).toBe(0);
    store.close();
  });
});
