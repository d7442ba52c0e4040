// Application settings kept in the database (the app_meta table), one value per key.
export interface Settings {
  /**
   * Stores `value` under `key` unless a value is already there, and resolves with the stored one: when several
   * processes race to create a setting, the first write wins and all of them read back the same value.
   */
  getOrCreate(key: string, value: string, now: Date): Promise<string>;
}
