import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on one connection of the pool between BEGIN and COMMIT; a throw rolls it back and is thrown on.
 * A connection whose ROLLBACK failed cannot be trusted any more: pg then closes it rather than reuse it.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw err;
  } finally {
    client.release(broken);
  }
}
