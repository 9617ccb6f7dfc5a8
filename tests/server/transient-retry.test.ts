// retryTransient against a real PostgreSQL: two transactions that take the same two rows in
// opposite order deadlock; PostgreSQL rolls one back (40P01) and the retry runs it again, so
// both writes land. An error that is not a transient conflict is not retried. Runs when
// TEST_DATABASE_URL is set (PGlite has one connection, so it cannot deadlock).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransientConflict, retryTransient } from '../../server/db/sqlstate';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!ADMIN_URL)('a transaction rolled back by a deadlock runs again', () => {
  const table = `retry_${randomBytes(6).toString('hex')}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: ADMIN_URL, max: 4 });
    await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL)`);
    await pool.query(`INSERT INTO ${table} VALUES (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.end();
  });

  it('retries the loser of a deadlock and both writes land', async () => {
    // Each transaction updates its first row, waits until the other has updated its own, then
    // updates the other row: a deadlock on the first attempt; later attempts do not wait.
    let arrived = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const attempts = { first: 0, second: 0 };
    const errors: unknown[] = [];
    const transfer = (name: 'first' | 'second', a: number, b: number) =>
      retryTransient(async () => {
        attempts[name] += 1;
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(`UPDATE ${table} SET n = n + 1 WHERE id = $1`, [a]);
          if (attempts[name] === 1) {
            arrived += 1;
            if (arrived === 2) release();
            await bothHoldOne;
          }
          await client.query(`UPDATE ${table} SET n = n + 1 WHERE id = $1`, [b]);
          await client.query('COMMIT');
        } catch (error) {
          errors.push(error);
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      });

    await Promise.all([transfer('first', 1, 2), transfer('second', 2, 1)]);

    expect(errors).toHaveLength(1);
    expect(isTransientConflict(errors[0])).toBe(true);
    expect(attempts.first + attempts.second).toBe(3);
    const { rows } = await pool.query(`SELECT id, n FROM ${table} ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('does not retry an error that is not a transient conflict', async () => {
    let runs = 0;
    await expect(
      retryTransient(async () => {
        runs += 1;
        await pool.query(`INSERT INTO ${table} VALUES (1, 0)`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
