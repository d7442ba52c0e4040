import type { StoreDatabase } from './database.ts';

// Application settings kept in the database (the app_meta table), one value per key.
export interface Settings {
  /**
   * Stores `value` under `key` unless a value is already there, and resolves with the stored one: when several
   * processes race to create a setting, the first write wins and all of them read back the same value.
   */
  getOrCreate(key: string, value: string, now: Date): Promise<string>;
}

export function createSettings({ db }: StoreDatabase): Settings {
  return {
    async getOrCreate(key, value, now) {
      // Two statements, not one: on PostgreSQL the read must see a value another replica committed while our insert
      // waited on it, and only a new statement (a new snapshot under READ COMMITTED) does.
      await db
        .insertInto('app_meta')
        .values({ key, value, updated_at: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
      if (!row) throw new Error(`setting ${key} could be neither created nor read`);
      return row.value;
    },
  };
}
